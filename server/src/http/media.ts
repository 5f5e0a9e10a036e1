import express from 'express';
import type { DataSource } from 'typeorm';
import { ListingEntity } from '../modules/listing/listing.entity';
import { PICTURE_KINDS, type PictureKind, renderListingPicture } from '../modules/listing/listing-pictures';

const UUID = /^[0-9a-f-]{36}$/i;

/** Pictures of homes, drawn from their facts on request; they never change for a listing, so cached long. */
export function createMediaRouter(dataSource: DataSource): express.Router {
  const router = express.Router();
  const listings = dataSource.getRepository(ListingEntity);
  router.get('/homes/:id/:file', async (request, response, next) => {
    try {
      const kind = request.params.file.replace(/\.svg$/, '') as PictureKind;
      if (!UUID.test(request.params.id) || !PICTURE_KINDS.includes(kind)) return void response.sendStatus(404);
      const listing = await listings.findOne({
        where: { id: request.params.id },
        select: [
          'id',
          'propertyType',
          'bedrooms',
          'bathrooms',
          'floorAreaSqft',
          'yearBuilt',
          'country',
          'city',
          'title',
        ],
      });
      if (!listing) return void response.sendStatus(404);
      response
        .type('image/svg+xml')
        .set('Cache-Control', 'public, max-age=86400, immutable')
        .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderListingPicture(kind, listing));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
