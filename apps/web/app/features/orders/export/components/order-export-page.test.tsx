import type { OrderExportOutput } from '@fuel/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import { OrderExportPage } from './order-export-page';

const DONE: OrderExportOutput = {
  id: '6f1c1e5a-8d1e-4c61-9a53-3c1a7d2e9b01',
  filters: { from: '2026-11-01', to: '2026-11-30', countryId: 1 },
  format: 'csv',
  status: 'done',
  rowsWritten: 12,
  total: 12,
  percent: 100,
  createdAt: '2026-12-01T09:30:00.000Z',
  finishedAt: '2026-12-01T09:30:05.000Z',
};
const FAILED: OrderExportOutput = {
  ...DONE,
  id: '6f1c1e5a-8d1e-4c61-9a53-3c1a7d2e9b02',
  status: 'failed',
  percent: 0,
  rowsWritten: 0,
};

describe('OrderExportPage', () => {
  it('says how long exports are kept and offers only finished files', async () => {
    renderRoute(() => <OrderExportPage exports={[DONE, FAILED]} error={null} values={{}} />, {
      site: testSite('de'),
    });

    expect(
      await screen.findByText('Exporte werden 7 Tage nach dem Anlegen mit ihrer Datei gelöscht.'),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Herunterladen' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/export-orders/${DONE.id}/datei`]);
  });
});
