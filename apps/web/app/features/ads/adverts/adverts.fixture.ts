import type { AdvertImageListOutput, AdvertOutput } from '@fuel/api-client';

/** A saved advert with a stylesheet, used by one campaign. */
export const ADVERT_FIXTURE: AdvertOutput = {
  id: 7,
  name: 'Winteraktion',
  advertiser: 'Müller Energie',
  html: '<p class="box">Heizöl günstig</p>',
  linkUrl: 'https://example.com/winter',
  stylesFileName: 'advert-7-0123456789ab.css',
  css: '.advert .box { color: red }',
  campaigns: [{ id: 3, name: 'Winter Bayern' }],
  htmlAdjusted: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
};

/** One page with one library image. */
export const ADVERT_IMAGES_FIXTURE: AdvertImageListOutput = {
  items: [{ id: 4, src: '/media/ab/original.jpg', alt: 'Tank', title: 'Tankwagen', width: 800, height: 600 }],
  page: 1,
  pageCount: 1,
};
