import express from 'express';
import { isUuid } from '../platform/ids';
import { unavailable, unlessNotFound } from './lookups';
import { renderShareCardPng } from '../modules/session/share-card';
import type { Services } from '../services';
import { PICTURE_KINDS, type PictureKind } from '../modules/listing/listing-pictures';
import { renderBrandLogo } from '../modules/brand/brand-logo';
import { isPhotoKey } from '../platform/photo-storage';

/**
 * Pictures of homes (`ListingPictureService`: they never change for a listing, so cached long), brand
 * logos drawn from their profiles, and the social card image of a shared result (cached briefly: the rank moves).
 * Ids are checked before any lookup; a lookup that fails (the database away) answers 503, not 404.
 */
export function createMediaRouter(
  services: Services,
  clientIpOf: (request: express.Request) => string,
): express.Router {
  const router = express.Router();
  // Link previews and other sites may show these images.
  router.use((_request, response, next) => {
    response.set('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  router.get('/share/:file', async (request, response) => {
    try {
      const sessionId = request.params.file.replace(/\.png$/, '');
      if (!isUuid(sessionId)) return void response.sendStatus(404);
      // Drawing a card costs tens of milliseconds of CPU: limited per IP, as the API is.
      const retryAfter = await services.rateLimits.consumeForIp('shareCard', clientIpOf(request));
      if (retryAfter !== null) {
        response
          .status(429)
          .set('Retry-After', String(retryAfter))
          .type('text')
          .send('Too many requests: try again soon.');
        return;
      }
      const brand = await services.brands.forHost(request.headers.host);
      const result = await unlessNotFound(services.share.forSession({ brand }, { sessionId: sessionId.toLowerCase() }));
      if (!result) return void response.sendStatus(404);
      response.type('image/png').set('Cache-Control', 'public, max-age=300').send(renderShareCardPng(result, brand));
    } catch (error) {
      unavailable(request, response, error);
    }
  });
  // Listing photos imported by the game builder, stored by the app so games never hotlink a portal. A key is the
  // photo's SHA-256: it names these bytes forever.
  router.get('/photos/:key', async (request, response) => {
    try {
      if (!isPhotoKey(request.params.key)) return void response.sendStatus(404);
      const photo = await services.photos.get(request.params.key);
      if (!photo) return void response.sendStatus(404);
      response
        .type(photo.mediaType)
        .set('Cache-Control', 'public, max-age=31536000, immutable')
        .set('X-Content-Type-Options', 'nosniff')
        .send(photo.body);
    } catch (error) {
      unavailable(request, response, error);
    }
  });
  router.get('/homes/:id/:file', async (request, response) => {
    try {
      const kind = request.params.file.replace(/\.svg$/, '') as PictureKind;
      if (!isUuid(request.params.id) || !PICTURE_KINDS.includes(kind)) return void response.sendStatus(404);
      const brand = await services.brands.forHost(request.headers.host);
      const picture = await services.listingPictures.picture({ brand }, { listingId: request.params.id, kind });
      if (!picture) return void response.sendStatus(404);
      response
        .type('image/svg+xml')
        .set('Cache-Control', 'public, max-age=86400, immutable')
        .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(picture);
    } catch (error) {
      unavailable(request, response, error);
    }
  });
  router.get('/brand/:name/logo.svg', async (request, response) => {
    try {
      const brand = await services.brands.byName(request.params.name);
      if (!brand) return void response.sendStatus(404);
      response
        .type('image/svg+xml')
        .set('Cache-Control', 'public, max-age=3600')
        .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderBrandLogo(brand));
    } catch (error) {
      unavailable(request, response, error);
    }
  });
  return router;
}
