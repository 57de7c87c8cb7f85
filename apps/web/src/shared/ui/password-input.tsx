import { useState, type ComponentProps } from 'react';
import { EyeIcon, EyeOffIcon } from './more-icons.tsx';
import { Input } from './input.tsx';

/** A password input with a show/hide toggle; label it with <Field>. */
export function PasswordInput({
  toggleLabel,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={`pr-12 ${className ?? ''}`} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5"
      >
        {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        <span className="sr-only">{toggleLabel}</span>
      </button>
    </div>
  );
}
