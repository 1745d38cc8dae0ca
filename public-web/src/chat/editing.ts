/** True while the visitor is in a form field (the chat's own input aside): the chat then keeps out of the way. */
export function isEditingField(element: Element | null = document.activeElement): boolean {
  if (!(element instanceof HTMLElement) || element.closest('.chat-widget')) return false;
  if (element.isContentEditable) return true;
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}
