import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../i18n';
import * as styles from './Dialog.css';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The visible title; the dialog is labelled by it. */
  title: ReactNode;
  /** A short text under the title; the dialog is described by it. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom (primary last). */
  actions?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** `alertdialog` for confirmations that interrupt (logout, deactivation, ending an interview). */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus when the dialog opens; the first focusable control otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes when the dialog closes; the element focused before it opened otherwise. */
  finalFocusRef?: RefObject<HTMLElement | null>;
  /** Hide the × button (the dialog still closes on Escape). */
  hideCloseButton?: boolean;
  /** Keep the dialog open on a backdrop click. */
  disableBackdropClose?: boolean;
  /** The × button's accessible name; "Close" by default. */
  closeLabel?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true' && el.tabIndex >= 0,
  );
}

/** Open dialogs, innermost last: only the top one reacts to Escape and traps focus. */
const openDialogs: HTMLElement[] = [];

/**
 * An accessible modal: `role="dialog"` + `aria-modal`, labelled by its title, focus kept inside while
 * open, Escape closes, focus returns to where it was. Rendered in a portal on `document.body`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'small',
  role = 'dialog',
  initialFocusRef,
  finalFocusRef,
  hideCloseButton = false,
  disableBackdropClose = false,
  closeLabel,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const id = useId();
  const titleId = `dialog-${id}-title`;
  const descriptionId = `dialog-${id}-description`;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);

    const initial =
      initialFocusRef?.current ??
      focusableIn(panel).find((el) => el !== closeButtonRef.current && el !== bodyRef.current) ??
      closeButtonRef.current ??
      panel;
    initial.focus();

    const isTop = () => openDialogs[openDialogs.length - 1] === panel;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that escapes anyway (a click outside, assistive technology) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.lastIndexOf(panel);
      if (index >= 0) openDialogs.splice(index, 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      const target = finalFocusRef?.current ?? previouslyFocused;
      if (target && target.isConnected) target.focus();
    };
    // Set up once per opening: the refs are read at that moment, the callback through onCloseRef.
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (!disableBackdropClose && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`${styles.panel} ${styles.size[size]}`}
      >
        <div className={styles.header}>
          <div className={styles.headerText}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            <button
              ref={closeButtonRef}
              type="button"
              className={styles.close}
              onClick={() => onCloseRef.current()}
              aria-label={closeLabel ?? t('common.close')}
            >
              <CloseIcon width={20} height={20} />
            </button>
          )}
        </div>
        {/* The body scrolls when it is taller than the screen: focusable so a keyboard can scroll it. */}
        {children ? (
          <div ref={bodyRef} className={styles.body} tabIndex={0}>
            {children}
          </div>
        ) : null}
        {actions ? <div className={styles.footer}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
