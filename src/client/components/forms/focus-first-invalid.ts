/**
 * After a refused submit: focus the first field with an error, once React has shown them, so
 * keyboard and screen-reader users land on what to fix. A list-level alert (no field of its own)
 * sends the focus to the first input of its fieldset.
 */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const target = root?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!target) return;
    if (target.getAttribute('role') === 'alert') {
      target.closest('fieldset')?.querySelector<HTMLElement>('input')?.focus();
    } else target.focus();
  });
}
