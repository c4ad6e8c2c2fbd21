/** Room left between a revealed element and the edge of its scrolling box, in px. */
const MARGIN = 8;

/**
 * Scrolls `container` (and only it, never the window) just enough that `element` shows whole; an
 * element taller than the box shows its top.
 */
export function revealInside(container: HTMLElement, element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  const view = container.getBoundingClientRect();
  const top = view.top + container.clientTop + MARGIN;
  const bottom = view.top + container.clientTop + container.clientHeight - MARGIN;
  if (box.top < top || box.height > bottom - top) container.scrollTop += box.top - top;
  else if (box.bottom > bottom) container.scrollTop += box.bottom - bottom;
}

/** The conversation log around an element, when it is in one. */
export const logAround = (element: HTMLElement): HTMLElement | null => element.closest<HTMLElement>('[role="log"]');
