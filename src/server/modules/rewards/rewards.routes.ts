import { RewardInputSchema, RewardListQuerySchema, RewardPageSchema, RewardPatchSchema, RewardSchema } from '../../../shared/rewards.js';
import type { AppDeps } from '../../app.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import * as rewards from './rewards.service.js';

/** `/api/v1/rewards`: loyalty programs, with tags, properties, notes and documents. */
export const rewardRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'reward',
    tag: 'Rewards',
    schemas: { listQuery: RewardListQuerySchema, input: RewardInputSchema, patch: RewardPatchSchema, record: RewardSchema, page: RewardPageSchema },
    list: rewards.listRewards,
    get: rewards.getReward,
    create: rewards.createReward,
    update: rewards.updateReward,
  });
