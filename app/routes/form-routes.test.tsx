import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_FORM_PAGES } from '@contracts/forms/form-pages';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { SubmissionFormRoute } from './form-routes';

const renderAt = (path: string) =>
  render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <SubmissionFormRoute otherwise={<p>Not found</p>} />
      </MemoryRouter>
    </DesignSystemProvider>,
  );

describe('SubmissionFormRoute', () => {
  it.each(SUBMISSION_FORM_PAGES.map((page) => [page.path, page.portal] as const))('shows %s, its form in the %s portal', async (path, portal) => {
    const { container } = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    expect(container.querySelector(`[data-portal-type="${portal}"]`)).not.toBeNull();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('leaves any other path to the not-found page', () => {
    renderAt('/customerservice/policy-changes/nothing-here');
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });
});
