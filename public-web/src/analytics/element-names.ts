/** Marks an element whose clicks are tracked under this name (buttons and links are tracked by their accessible name). */
export const ANALYTICS_NAME_ATTRIBUTE = 'data-analytics';
/** Names the part of the page a click happened in; otherwise the nearest section id, header, footer or dialog. */
export const ANALYTICS_CONTEXT_ATTRIBUTE = 'data-analytics-context';
/** Names a form for form_submit; otherwise its aria-label, name or id. */
export const FORM_TYPE_ATTRIBUTE = 'data-form-type';

const CLICKABLE = `button, a[href], [role="button"], [${ANALYTICS_NAME_ATTRIBUTE}]`;

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);

/** The tracked element a click landed in, if any. */
export function clickedControl(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest<HTMLElement>(CLICKABLE) ?? null) : null;
}

export function controlName(element: HTMLElement): string {
  return (
    clean(element.getAttribute(ANALYTICS_NAME_ATTRIBUTE)) ||
    clean(element.getAttribute('aria-label')) ||
    clean(element.textContent) ||
    clean(element.getAttribute('title'))
  );
}

export function snakeCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
}

/** Where on the page: an explicit context, else the section, dialog, header, footer or navigation around it. */
export function clickContext(element: Element): string {
  const explicit = element.closest(`[${ANALYTICS_CONTEXT_ATTRIBUTE}]`)?.getAttribute(ANALYTICS_CONTEXT_ATTRIBUTE);
  if (explicit) return explicit;
  const dialog = element.closest('[role="dialog"], dialog');
  if (dialog) return snakeCase(dialog.getAttribute('aria-label') ?? '') || 'dialog';
  const section = element.closest('section[id]');
  if (section) return section.id;
  if (element.closest('header')) return 'header';
  if (element.closest('footer')) return 'footer';
  const nav = element.closest('nav');
  if (nav) return snakeCase(nav.getAttribute('aria-label') ?? '') || 'navigation';
  return 'page';
}

export function formType(form: HTMLFormElement): string {
  return (
    snakeCase(form.getAttribute(FORM_TYPE_ATTRIBUTE) ?? '') ||
    snakeCase(form.getAttribute('aria-label') ?? '') ||
    snakeCase(form.getAttribute('name') ?? '') ||
    snakeCase(form.id) ||
    'form'
  );
}
