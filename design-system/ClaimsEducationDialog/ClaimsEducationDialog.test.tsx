import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/Locale';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { CLAIMS_ACKNOWLEDGEMENT, ClaimsEducationDialog } from './ClaimsEducationDialog';

const renderDialog = (opened: boolean, onAcknowledge = vi.fn()) =>
  render(
    <DesignSystemProvider>
      <ClaimsEducationDialog opened={opened} onAcknowledge={onAcknowledge} />
    </DesignSystemProvider>,
  );

describe('ClaimsEducationDialog', () => {
  it('explains private adjusters and assignment of benefits, with no way out but the acknowledged Close', async () => {
    const user = userEvent.setup();
    const onAcknowledge = vi.fn();
    renderDialog(true, onAcknowledge);
    const dialog = await screen.findByRole('dialog', { name: 'Before You File a Claim' });
    expect(dialog).toHaveTextContent('Private (public) adjusters');
    expect(dialog).toHaveTextContent('Assignment of benefits');
    // One button only: Close, disabled. No X.
    expect(screen.getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'Close' })]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();

    await user.keyboard('{Escape}');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay!);
    fireEvent.click(overlay!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onAcknowledge).not.toHaveBeenCalled();

    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: CLAIMS_ACKNOWLEDGEMENT }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
  });

  it('asks again each time it opens', async () => {
    const user = userEvent.setup();
    const { rerender } = renderDialog(true);
    await user.click(await screen.findByRole('checkbox', { name: CLAIMS_ACKNOWLEDGEMENT }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    const reopen = (opened: boolean) =>
      rerender(
        <DesignSystemProvider>
          <ClaimsEducationDialog opened={opened} onAcknowledge={vi.fn()} />
        </DesignSystemProvider>,
      );
    reopen(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    reopen(true);
    expect(await screen.findByRole('checkbox', { name: CLAIMS_ACKNOWLEDGEMENT })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('in Spanish: the same two points translated, the English governing, and the same acknowledged Close', async () => {
    const user = userEvent.setup();
    const onAcknowledge = vi.fn();
    render(
      <DesignSystemProvider>
        <LocaleProvider locale="es">
          <ClaimsEducationDialog opened onAcknowledge={onAcknowledge} />
        </LocaleProvider>
      </DesignSystemProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Antes de presentar un reclamo' });
    expect(dialog).toHaveTextContent('Ajustadores privados (públicos)');
    expect(dialog).toHaveTextContent('Cesión de beneficios');
    expect(dialog).toHaveTextContent('En Florida, las pólizas de propiedad emitidas el 1 de enero de 2023 o después no permiten la cesión de beneficios.');
    expect(dialog).toHaveTextContent('Esta es una traducción del texto en inglés. Si hay diferencias, prevalece la versión en inglés.');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Al marcar esta casilla, usted reconoce que leyó las declaraciones anteriores.' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
  });

  it('in English says nothing of a translation', async () => {
    renderDialog(true);
    expect(await screen.findByRole('dialog')).not.toHaveTextContent('translation');
  });
});
