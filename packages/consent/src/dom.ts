/** An element with a class and text, the only DOM helper the small entry needs. */
export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A non-modal dialog at the bottom of the page, labelled by its title; `remove()` takes it away. */
export function consentDialog(doc: Document, name: string, title: string): HTMLElement {
  const dialog = element(doc, 'section', undefined, 'aura-consent');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', `aura-consent-${name}`);
  dialog.dataset.consent = name;
  const heading = element(doc, 'h2', title);
  heading.id = `aura-consent-${name}`;
  dialog.appendChild(heading);
  return dialog;
}

export function button(doc: Document, text: string, onClick: () => void, primary = false): HTMLButtonElement {
  const node = element(doc, 'button', text, primary ? 'aura-consent-primary' : undefined);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}
