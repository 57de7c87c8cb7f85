import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** 'fullscreen' covers the whole viewport (mobile panels). */
  variant?: 'dialog' | 'fullscreen';
  /** Replaces the close button in the header (e.g. a back button). */
  headerStart?: ReactNode;
  hideCloseButton?: boolean;
  className?: string;
  /** Element to focus first; defaults to the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: role=dialog with aria-modal and a label, focus moved inside and trapped there,
 * Escape and the backdrop close it, the page behind does not scroll, and focus returns to the
 * element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  variant = 'dialog',
  headerStart,
  hideCloseButton,
  className,
  initialFocus,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const target = initialFocus?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
    target?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusableIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  const fullscreen = variant === 'fullscreen';
  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-50 flex',
        fullscreen ? 'items-stretch' : 'items-end justify-center p-0 sm:items-center sm:p-4',
      )}
    >
      {!fullscreen && (
        <div
          className="absolute inset-0 bg-ink/50 backdrop-blur-[2px]"
          aria-hidden="true"
          onClick={() => onCloseRef.current()}
        />
      )}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-full w-full flex-col bg-surface outline-none',
          fullscreen ? 'h-full' : 'max-h-[90dvh] rounded-t-3xl shadow-raised sm:max-w-lg sm:rounded-3xl',
          className,
        )}
      >
        <div className="flex items-center gap-2 border-b border-line px-4 py-3">
          {headerStart}
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-bold">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">{t('modal.close')}</span>
            </button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer && <div className="flex justify-end gap-3 border-t border-line px-4 py-3">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
