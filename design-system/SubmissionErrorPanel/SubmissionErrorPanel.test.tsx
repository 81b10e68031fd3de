import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { SubmissionErrorPanel } from './SubmissionErrorPanel';

describe('SubmissionErrorPanel', () => {
  it('announces the problem and offers the actions it is given', async () => {
    const actions = { onRetry: vi.fn(), onContactSupport: vi.fn(), onClear: vi.fn() };
    const user = userEvent.setup();
    render(<SubmissionErrorPanel message="The server is busy." {...actions} />, { wrapper: DesignSystemProvider });

    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(alert).toHaveTextContent('The server is busy.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('button', { name: 'Contact Support' }));
    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    expect(actions.onRetry).toHaveBeenCalledOnce();
    expect(actions.onContactSupport).toHaveBeenCalledOnce();
    expect(actions.onClear).toHaveBeenCalledOnce();
  });

  it('shows only the actions given, and none of them submits the form around it', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onClear = vi.fn();
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <SubmissionErrorPanel title="Not sent" message="Check your answers." onClear={onClear} clearLabel="Start over" />
      </form>,
      { wrapper: DesignSystemProvider },
    );
    expect(screen.getByRole('alert', { name: 'Not sent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Support' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('holds the actions while a retry is under way', () => {
    render(<SubmissionErrorPanel message="x" busy onRetry={() => {}} onContactSupport={() => {}} onClear={() => {}} />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear Form' })).toBeDisabled();
  });

  it('has no serious accessibility violations', async () => {
    render(<SubmissionErrorPanel message="x" onRetry={() => {}} onContactSupport={() => {}} onClear={() => {}} />, { wrapper: DesignSystemProvider });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
