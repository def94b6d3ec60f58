// The second layer, loaded with the TC string encoder when the visitor presses Manage or the footer's link:
// a choice per purpose, special feature and vendor of the shipped vendor list.
import type { ConsentChoice } from './choice.ts';
import { button, consentDialog, element } from './dom.ts';
import type { ConsentRecord } from './record.ts';
import { vendorListModel } from './tcf.ts';
import type { ConsentTexts } from './texts.ts';

export interface ManageLayerActions {
  save: (choice: ConsentChoice) => void;
  acceptAll: () => void;
  rejectAll: () => void;
}

function checkboxGroup(
  doc: Document,
  legend: string,
  name: string,
  items: { id: number; label: string }[],
  checked: readonly number[],
): { fieldset: HTMLFieldSetElement; selected: () => number[] } {
  const fieldset = element(doc, 'fieldset');
  fieldset.appendChild(element(doc, 'legend', legend));
  const boxes: HTMLInputElement[] = [];
  for (const item of items) {
    const label = element(doc, 'label');
    const box = element(doc, 'input');
    box.type = 'checkbox';
    box.name = name;
    box.value = String(item.id);
    box.checked = checked.includes(item.id);
    boxes.push(box);
    label.append(box, element(doc, 'span', item.label));
    fieldset.appendChild(label);
  }
  return { fieldset, selected: () => boxes.filter((box) => box.checked).map((box) => Number(box.value)) };
}

/** Mounts the Manage layer, its boxes set from `record` (nothing checked without one). */
export function mountManageLayer(
  doc: Document,
  texts: ConsentTexts,
  record: ConsentRecord | undefined,
  actions: ManageLayerActions,
): HTMLElement {
  const list = vendorListModel();
  const dialog = consentDialog(doc, 'manage', texts.manageTitle);
  const purposes = checkboxGroup(
    doc,
    texts.purposes,
    'purpose',
    Object.values(list.purposes).map(({ id, name }) => ({ id, label: name })),
    record?.purposes ?? [],
  );
  const specialFeatures = checkboxGroup(
    doc,
    texts.specialFeatures,
    'specialFeature',
    Object.values(list.specialFeatures).map(({ id, name }) => ({ id, label: name })),
    record?.specialFeatures ?? [],
  );
  const vendors = checkboxGroup(
    doc,
    texts.vendors,
    'vendor',
    Object.values(list.vendors)
      .map(({ id, name }) => ({ id, label: name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    record?.vendors ?? [],
  );
  vendors.fieldset.classList.add('aura-consent-vendors');
  const actionsRow = element(doc, 'div', undefined, 'aura-consent-actions');
  const save = () => {
    const choice = {
      purposes: purposes.selected(),
      vendors: vendors.selected(),
      specialFeatures: specialFeatures.selected(),
    };
    const none = choice.purposes.length + choice.vendors.length + choice.specialFeatures.length === 0;
    actions.save({ outcome: none ? 'none' : 'part', ...choice });
  };
  actionsRow.append(
    button(doc, texts.save, save, true),
    button(doc, texts.acceptAll, actions.acceptAll),
    button(doc, texts.rejectAll, actions.rejectAll),
  );
  dialog.append(purposes.fieldset, specialFeatures.fieldset, vendors.fieldset, actionsRow);
  doc.body.appendChild(dialog);
  return dialog;
}
