import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/Locale';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { PolicyProofForm } from './PolicyProofForm';

describe('PolicyProofForm in Spanish', () => {
  it('names its tabs and fields in Spanish, and says the contract’s refusals in Spanish', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <DesignSystemProvider>
        <LocaleProvider locale="es">
          <PolicyProofForm submitLabel="Buscar" onSubmit={onSubmit} busy={false} />
        </LocaleProvider>
      </DesignSystemProvider>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Número de póliza', 'Nombre del cliente']);
    expect(screen.getByRole('textbox', { name: 'Número de póliza' })).toHaveAttribute('placeholder', 'p. ej., HO12345678');
    expect(screen.getByText(/^Para proteger la privacidad de las pólizas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('El número de póliza es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El apellido es obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de póliza' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Número de póliza' }), 'ho3');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Smith{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ policyNumber: 'HO3', lastName: 'Smith' });
  });
});
