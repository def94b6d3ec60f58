// The sandbox KYC provider's hosted page (docs/kyc.md): a document check with the document's type, its date of
// birth and a photo of it. Plain HTML with no script, as the gateway's policy wants; English only, as a
// provider's page of its own.
import { DOCUMENT_TYPES, SANDBOX_KYC_PATH, type SandboxSession } from './service.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  PASSPORT: 'Passport',
  ID_CARD: 'Identity card',
  DRIVERS_LICENSE: 'Driving licence',
};

export function frame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Sandbox KYC</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 28rem; padding: 1rem; color: #1b1726; }
  h1 { font-size: 1.3rem; } .note { color: #5b5670; font-size: 0.85rem; }
  label { display: block; margin: 0.6rem 0 0.2rem; font-weight: 600; }
  input, select { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #b9b4c8; border-radius: 6px; }
  input[type=checkbox] { width: auto; } .check { font-weight: 400; }
  .error { color: #b42318; font-size: 0.85rem; margin: 0.2rem 0 0; }
  button { margin-top: 1rem; padding: 0.6rem 1rem; font: inherit; border: 0; border-radius: 6px; background: #6d28d9; color: #fff; width: 100%; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function documentPage(session: SandboxSession, errors: string[] = []): string {
  const options = DOCUMENT_TYPES.map((type) => `<option value="${type}">${LABELS[type]}</option>`).join('');
  const problems = errors.map((error) => `<p class="error" role="alert">${escape(error)}</p>`).join('');
  return frame(
    'Document check',
    `<h1>Document check</h1>
<p class="note">Sandbox: nothing is sent anywhere. A date of birth under 18 years ago, or an expired document, is
declined; anything else is approved.</p>
${problems}
<form method="post" action="${SANDBOX_KYC_PATH}/v/${escape(session.id)}" enctype="multipart/form-data">
<label for="documentType">Type of document</label>
<select id="documentType" name="documentType" required>${options}</select>
<label for="dateOfBirth">Date of birth on the document</label>
<input id="dateOfBirth" name="dateOfBirth" type="date" required>
<label for="photo">Photo of the document</label>
<input id="photo" name="photo" type="file" accept="image/*" required>
<label class="check"><input name="expired" type="checkbox" value="yes"> The document has expired</label>
<button type="submit">Submit document</button>
</form>`,
  );
}

export function overPage(session: SandboxSession | undefined): string {
  const text = !session
    ? 'No such check.'
    : session.status === 'expired'
      ? 'This check has expired. Start a new one from the app.'
      : 'This check is finished. You can go back to the app.';
  const back = session ? `<p><a href="${escape(session.callback)}">Back to the app</a></p>` : '';
  return frame('Document check', `<h1>Document check</h1><p>${text}</p>${back}`);
}
