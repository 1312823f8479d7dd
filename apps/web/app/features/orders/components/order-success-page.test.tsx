import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-with-providers';
import { ADDRESS_FIXTURE, ORDER_FIXTURE } from '../order-data.fixture';
import { OrderSuccessPage } from './order-success-page';

describe('OrderSuccessPage', () => {
  it('shows the one delivery address', () => {
    renderRoute(() => <OrderSuccessPage order={ORDER_FIXTURE} />);
    expect(screen.getByRole('heading', { name: 'Lieferung an' })).toBeTruthy();
    expect(screen.getByText(/Marienplatz 8/)).toBeTruthy();
  });

  it('lists every delivery point with its amount, not only the first address', () => {
    const second = { ...ADDRESS_FIXTURE, Street: 'Sendlinger Straße', HouseNumber: '3' };
    const order = {
      ...ORDER_FIXTURE,
      DeliveryPoints: [
        { Address: ADDRESS_FIXTURE, Amount: 1000 },
        { Address: second, Amount: 2000 },
      ],
    };
    renderRoute(() => <OrderSuccessPage order={order} />);
    expect(screen.getByRole('heading', { name: 'Abladestellen' })).toBeTruthy();
    expect(screen.getByText(/Sendlinger Straße 3/)).toBeTruthy();
    expect(screen.getByText('Menge: 1.000 l')).toBeTruthy();
    expect(screen.getByText('Menge: 2.000 l')).toBeTruthy();
  });
});
