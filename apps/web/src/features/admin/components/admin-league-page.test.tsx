import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, recordBody, reply } from '../../../test/api-stub.ts';
import { league, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const asAdmin = { '/api/auth/me': signedIn('admin') };
describe('AdminLeaguePage', () => {
  it("shows the league's settings and saves the changed ones with the body the API takes", async () => {
    const sent = recordBody(
      reply(200, league({ name: 'Westside League', walkoverRule: 'points' })),
    );
    renderApp({
      path: '/admin/league',
      api: { ...asAdmin, 'PATCH /api/leagues/l1': sent.handler },
    });
    const name = await screen.findByLabelText<HTMLInputElement>(/^League name/);
    expect(name.value).toBe('Test League');
    expect(screen.getByLabelText<HTMLInputElement>(/^Time zone/).value).toBe('Europe/London');
    const rules = screen.getByRole('radiogroup');
    expect(within(rules).getByRole<HTMLInputElement>('radio', { name: /^Frames:/ }).checked).toBe(
      true,
    );

    fireEvent.change(name, { target: { value: 'Westside League' } });
    fireEvent.click(within(rules).getByRole('radio', { name: /^Points only:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('League settings saved');
    expect(sent.body).toEqual({
      name: 'Westside League',
      timezone: 'Europe/London',
      walkoverRule: 'points',
    });
  });

  it("puts the server's refusal of a time zone on its field", async () => {
    renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        'PATCH /api/leagues/l1': apiError(422, 'validation_failed', 'Not a zone', {
          timezone: 'Use an IANA name like Europe/London',
        }),
      },
    });
    const zone = await screen.findByLabelText(/^Time zone/);
    fireEvent.change(zone, { target: { value: 'Mars/Base' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Use an IANA name like Europe/London');
  });

  it('checks a blank name before sending anything', async () => {
    const view = renderApp({ path: '/admin/league', api: asAdmin });
    fireEvent.change(await screen.findByLabelText(/^League name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(/Required|Enter/);
    expect(view.stub.calls()).not.toContain('PATCH /api/leagues/l1');
  });
});
