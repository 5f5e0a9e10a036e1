import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './locales';

/** Open and close transition of every dialog (product spec, section 9). */
export const DIALOG_TRANSITION_MS = 300;

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class of the <dialog>, e.g. a wider modifier. */
  className?: string;
}

/** A modal on the native <dialog> element: focus trapping, Escape and the backdrop come from the browser. */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      requestAnimationFrame(() => setVisible(true));
      return;
    }
    setVisible(false);
    const timer = setTimeout(() => dialog.open && dialog.close(), DIALOG_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog${visible ? ' dialog--visible' : ''}${className ? ` ${className}` : ''}`}
      style={{ transitionDuration: `${DIALOG_TRANSITION_MS}ms` }}
      aria-labelledby="dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <div className="dialog__body">
        <header className="dialog__header">
          <h2 id="dialog-title">{title}</h2>
          <button type="button" className="button button--ghost" onClick={onClose} aria-label={t`Close`}>
            ✕
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
