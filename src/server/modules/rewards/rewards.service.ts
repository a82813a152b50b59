import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import type { Reward, RewardInput, RewardListItem, RewardListQuerySchema, RewardPatch } from '../../../shared/rewards.js';
import type { Db } from '../../db/client.js';
import { rewardHistory, rewards } from '../../db/schema/rewards.js';
import { AppError } from '../../errors.js';
import { containsPattern, listOrder, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';

type ListQuery = z.infer<typeof RewardListQuerySchema>;
/** A reward's history shown with it: enough for a year of monthly changes. */
const HISTORY_SHOWN = 24;

const rewardNotFound = () => new AppError('NOT_FOUND', messages.notFound('Reward'));

function matching(userId: string, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    eq(rewards.userId, userId),
    pattern ? or(ilike(rewards.company, pattern), ilike(rewards.memberNumber, pattern), ilike(rewards.status, pattern)) : undefined,
    query.favorite ? eq(rewards.favorite, query.favorite === 'true') : undefined,
  );
}

const listItem = (r: typeof rewards.$inferSelect): RewardListItem => ({
  id: r.id,
  company: r.company,
  memberNumber: r.memberNumber,
  points: r.points,
  status: r.status,
  favorite: r.favorite,
  updatedAt: r.updatedAt.toISOString(),
});

/** A page of the user's rewards; the search matches company, member number and status. */
export async function listRewards(db: Db, userId: string, query: ListQuery) {
  const read = ({ limit, offset }: PageWindow) =>
    db
      .select({ reward: rewards, total: totalCount })
      .from(rewards)
      .where(matching(userId, query))
      .orderBy(...listOrder(rewards[query.sort], rewards.id, query, query.sort === 'company' || query.sort === 'status'))
      .limit(limit)
      .offset(offset);
  return listPage(query, read, (r) => listItem(r.reward));
}

/** One reward with its recent history, tags and properties. */
export async function getReward(db: Db, userId: string, id: string): Promise<Reward> {
  const [row] = await db.select().from(rewards).where(and(eq(rewards.userId, userId), eq(rewards.id, id)));
  if (!row) throw rewardNotFound();
  const [history, pairs] = await Promise.all([
    db
      .select({ at: rewardHistory.recordedAt, points: rewardHistory.points, status: rewardHistory.status })
      .from(rewardHistory)
      .where(and(eq(rewardHistory.userId, userId), eq(rewardHistory.rewardId, id)))
      .orderBy(desc(rewardHistory.recordedAt))
      .limit(HISTORY_SHOWN),
    pairsOf(db, { userId, recordType: 'reward', recordIds: [id] }),
  ]);
  return {
    ...listItem(row),
    history: history.map((h) => ({ at: h.at.toISOString(), points: h.points, status: h.status })),
    tags: pairs.tags.get(id) ?? [],
    properties: pairs.properties.get(id) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

const columnsOf = ({ company, memberNumber, points, status, favorite }: RewardPatch) => ({ company, memberNumber, points, status, favorite });

/** Keeps the points and status from now on, when they are new or changed. */
async function recordHistory(tx: Db, userId: string, row: { id: string; points: number; status: string }, before?: { points: number; status: string }) {
  if (before && before.points === row.points && before.status === row.status) return;
  await tx.insert(rewardHistory).values({ userId, rewardId: row.id, points: row.points, status: row.status });
}

/** Creates a reward with its first history entry, tags and properties in one transaction. */
export async function createReward(db: Db, userId: string, input: RewardInput): Promise<Reward> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(rewards).values({ ...columnsOf(input), company: input.company, userId }).returning();
    if (!row) throw new Error('reward not created');
    await recordHistory(tx, userId, row);
    await savePairs(tx, { userId, recordType: 'reward', recordId: row.id }, input);
    return row.id;
  });
  return getReward(db, userId, id);
}

/** Changes the given fields; a change of points or status is kept in the history. */
export async function updateReward(db: Db, userId: string, id: string, patch: RewardPatch): Promise<Reward> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ points: rewards.points, status: rewards.status })
      .from(rewards)
      .where(and(eq(rewards.userId, userId), eq(rewards.id, id)))
      .for('update');
    if (!before) throw rewardNotFound();
    const [row] = await tx
      .update(rewards)
      .set({ ...columnsOf(patch), updatedAt: new Date() })
      .where(and(eq(rewards.userId, userId), eq(rewards.id, id)))
      .returning();
    if (!row) throw rewardNotFound();
    await recordHistory(tx, userId, row, before);
    await savePairs(tx, { userId, recordType: 'reward', recordId: id }, patch);
  });
  return getReward(db, userId, id);
}
