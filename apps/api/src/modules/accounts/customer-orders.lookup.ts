import { Injectable } from '@nestjs/common';

/**
 * Seam for the orders capability: whether a customer has ever ordered (the hasAnyOrder claim and
 * GET /api/jwt/kunde/hat-bestellungen). Until orders exist nobody has one; the orders module replaces
 * this provider (`{ provide: CustomerOrdersLookup, useClass: … }`) with a real query.
 */
@Injectable()
export class CustomerOrdersLookup {
  hasAnyOrder(_userId: number): Promise<boolean> {
    return Promise.resolve(false);
  }
}
