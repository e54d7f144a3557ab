import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, CODE } from '../../lib/errors.js';
import { cachedSegment, isLiveSegment, isScene, livePlaylist, snapshotPng } from './demoStream.js';
import * as S from './schemas.js';
import * as service from './service.js';

const BASE = '/api/video';

/** When this instance's demo streams began: the live window counts segments from it. */
const streamEpoch = Date.now();

const noScene = (): AppError => new AppError(CODE.notFound, '该视频流不存在');

/** /api/video: the camera registry (shapes in types/api/smartSite.ts) and the demo cameras' streams. */
export default async function videoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = () => ({ db: app.db, now: app.now });

  app.get(`${BASE}/Cameras`, async (request, reply) => reply.ok(await service.camerasBySite(app.db, request.user)));
  app.post(`${BASE}/Cameras`, { schema: { body: S.CameraBody } },
    async (request, reply) => reply.ok(await service.createCamera(deps(), request.user, request.body), '新建成功'));
  app.put(`${BASE}/Cameras/:id`, { schema: { params: S.IdParams, body: S.CameraBody } }, async (request, reply) => {
    await service.updateCamera(deps(), request.user, request.params.id, request.body);
    return reply.ok(null, '保存成功');
  });
  app.delete(`${BASE}/Cameras/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.removeCamera(app.db, request.user, request.params.id);
    return reply.ok(null, '删除成功');
  });

  // public (plugins/auth.ts): a <video> element and the mini-program's Video cannot send a token,
  // and the demo scenes are drawn by the server, no footage of any site
  app.get(`${BASE}/Demo/:scene/live.m3u8`, { schema: { params: S.StreamParams } }, async (request, reply) => {
    if (!isScene(request.params.scene)) throw noScene();
    return reply.header('cache-control', 'no-cache').type('application/vnd.apple.mpegurl').send(livePlaylist(Date.now() - streamEpoch));
  });
  app.get(`${BASE}/Demo/:scene/:segment`, { schema: { params: S.SegmentParams } }, async (request, reply) => {
    if (!isScene(request.params.scene)) throw noScene();
    const seq = Number.parseInt(request.params.segment, 10);
    if (!isLiveSegment(Date.now() - streamEpoch, seq)) throw new AppError(CODE.notFound, '该视频片段已过期');
    return reply.header('cache-control', 'public, max-age=60').type('video/mp2t').send(Buffer.from(cachedSegment(request.params.scene, seq)));
  });
  app.get(`${BASE}/Demo/:scene/snapshot.png`, { schema: { params: S.StreamParams } }, async (request, reply) => {
    if (!isScene(request.params.scene)) throw noScene();
    return reply.header('cache-control', 'public, max-age=3600').type('image/png').send(snapshotPng(request.params.scene));
  });
}
