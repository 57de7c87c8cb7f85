import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { RegistrationFormValues } from './registration-form-schema.ts';

interface RegistrationFlow {
  /** What the visitor entered on /auth/register; kept in memory only (it holds the password). */
  values: RegistrationFormValues | null;
  setValues: (values: RegistrationFormValues | null) => void;
}

const RegistrationFlowContext = createContext<RegistrationFlow | null>(null);

export function RegistrationFlowProvider({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<RegistrationFormValues | null>(null);
  const flow = useMemo(() => ({ values, setValues }), [values]);
  return <RegistrationFlowContext.Provider value={flow}>{children}</RegistrationFlowContext.Provider>;
}

/** The layout route above /auth/register/*: the form, method, confirm and success steps share it. */
export function RegistrationFlowLayout() {
  return (
    <RegistrationFlowProvider>
      <Outlet />
    </RegistrationFlowProvider>
  );
}

export function useRegistrationFlow(): RegistrationFlow {
  const flow = useContext(RegistrationFlowContext);
  if (!flow) throw new Error('useRegistrationFlow must be used under <RegistrationFlowProvider>');
  return flow;
}
