import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyTransferEnd } from '@portal/domain/activities';
import { type CheckoutFormValues } from '@portal/domain/checkout';
import { TransferDataSection } from './TransferDataSection';

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<CheckoutFormValues>({
    defaultValues: { transfer: { start: emptyTransferEnd, destination: emptyTransferEnd } },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('Dados do Transfer', () => {
  it('formats the arrival time as it is typed: 1430 becomes 14:30', async () => {
    render(
      <WithForm>
        <TransferDataSection />
      </WithForm>,
    );
    const [arrival] = screen.getAllByRole('textbox', { name: /Horário de chegada/ });
    await userEvent.type(arrival!, '1430');
    expect(arrival).toHaveValue('14:30');
    await userEvent.type(arrival!, '99');
    expect(arrival).toHaveValue('14:30');
  });
});
