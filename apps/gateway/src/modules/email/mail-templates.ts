import type { Mail } from '../../providers/mail.ts';

const PRODUCT = 'Aura';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

interface Letter {
  to: string;
  /** The language of the words and their direction (`<html lang dir>`); English when not given. */
  lang?: { code: string; dir: 'ltr' | 'rtl' };
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  link: string;
  action: string;
  /** Paragraphs after the link. */
  outro: string[];
  /** The words before the link written out, under the button; the link alone when null (a mail not in English). */
  orOpen?: string | null;
}

/** One mail in plain text and HTML with the same words; the link is shown in full in both. */
function compose(letter: Letter): Mail {
  const text = [...letter.intro, letter.link, ...letter.outro, `— ${PRODUCT}`].join('\n\n');
  const href = escapeHtml(letter.link);
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const orOpen = letter.orOpen === undefined ? 'Or open this link:' : letter.orOpen;
  const html = `<!doctype html>
<html lang="${escapeHtml(letter.lang?.code ?? 'en')}"${letter.lang ? ` dir="${letter.lang.dir}"` : ''}>
<head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1726; max-width: 36rem;">
${letter.intro.map(paragraph).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 0.6em 1.2em; border-radius: 8px; background: #6d28d9; color: #ffffff; text-decoration: none;">${escapeHtml(letter.action)}</a></p>
<p>${orOpen === null ? '' : `${escapeHtml(orOpen)} `}<a href="${href}">${href}</a></p>
${letter.outro.map(paragraph).join('\n')}
<p>— ${PRODUCT}</p>
</body>
</html>`;
  return { to: letter.to, subject: letter.subject, text, html };
}

/** The sign-up mail: the link verifies the address and signs in whichever device opens it. */
export function verifyEmailMail(to: string, link: string, ttlMinutes: number): Mail {
  return compose({
    to,
    subject: `Confirm your e-mail address for ${PRODUCT}`,
    intro: [`Hi,`, `Open this link to confirm ${to} and sign in to ${PRODUCT}:`],
    link,
    action: 'Confirm my address',
    outro: [
      `The link works for ${ttlMinutes} minutes and only once.`,
      `If you did not sign up for ${PRODUCT}, ignore this mail: nothing happens without the link.`,
    ],
  });
}

/** The forgot-password mail. */
export function resetPasswordMail(to: string, link: string, ttlMinutes: number): Mail {
  return compose({
    to,
    subject: `Reset your ${PRODUCT} password`,
    intro: [`Hi,`, `Open this link to choose a new password for ${to}:`],
    link,
    action: 'Choose a new password',
    outro: [
      `The link works for ${ttlMinutes} minutes and only once.`,
      `If you did not ask for this, ignore this mail: your password stays as it is.`,
    ],
  });
}

/**
 * A notice in the user's language (a renewal not charged, say): its words, the button to where it is seen to, and
 * nothing in English around them.
 */
export function noticeMail(notice: {
  to: string;
  lang: { code: string; dir: 'ltr' | 'rtl' };
  subject: string;
  body: string;
  link: string;
  action: string;
}): Mail {
  return compose({
    to: notice.to,
    lang: notice.lang,
    subject: notice.subject,
    intro: [notice.body],
    link: notice.link,
    action: notice.action,
    outro: [],
    orOpen: null,
  });
}
