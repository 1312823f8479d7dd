import type { OrderOutput } from '@fuel/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-with-providers';
import { ORDER_FIXTURE } from '../order-data.fixture';
import { DealerOrdersPage } from './dealer-orders-page';

describe('DealerOrdersPage', () => {
  it("shows each order in its own site's format, a Swiss order in an admin's list in CHF", () => {
    const swiss: OrderOutput = { ...ORDER_FIXTURE, OrderId: 43, OrderNumber: 'CH-0000043', CountryId: 3 };
    renderRoute(() => <DealerOrdersPage dealerName={null} orders={[ORDER_FIXTURE, swiss]} status={null} />);
    const [german, swissCard] = screen.getAllByTestId('dealer-order');
    expect(german?.textContent).toMatch(/3\.248,70\s€/);
    expect(swissCard?.textContent).toMatch(/CHF\s3'248\.70/);
  });
});
