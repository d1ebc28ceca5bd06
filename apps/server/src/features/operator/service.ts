import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { OperatorRepository } from './repository.ts';

const SESSION_HOURS = 12;
const WINDOW_MS = 15 * 60_000;
/**
 * Growing delays on failed sign-ins: after `free` failures in 15 minutes, each next try waits
 * 2, 4, 8… seconds after the last failure, up to `cap`. From one address the wait grows to 15
 * minutes; for an account, from everywhere, to one minute: guessing from many addresses is slowed,
 * and no one can keep an operator out for longer than that minute.
 */
const DELAYS = { address: { free: 5, cap: 15 * 60 }, account: { free: 10, cap: 60 } };
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const DUMMY = hashPassword('not a password of anyone');

export type Operator = { id: number; name: string; csrf: string };
export type SignIn = { ok: true; token: string } | { ok: false; waitSeconds: number };

export function operatorService(deps: { operators: OperatorRepository; clock: Clock }) {
  const { operators, clock } = deps;
  const now = () => clock();
  async function waitFor(key: string, rule: { free: number; cap: number }): Promise<number> {
    const { count, last } = await operators.failuresSince(key, new Date(now().getTime() - WINDOW_MS).toISOString());
    if (count < rule.free || !last) return 0;
    const wait = Math.min(rule.cap, 2 ** (count - rule.free + 1));
    return Math.max(0, Math.ceil((new Date(last).getTime() + wait * 1000 - now().getTime()) / 1000));
  }

  return {
    async addOperator(name: string, password: string) {
      await operators.addOperator(name, await hashPassword(password), now().toISOString());
      await operators.log(null, 'operator added', name, now().toISOString());
    },
    async signIn(name: string, password: string, address: string): Promise<SignIn> {
      const keys = { address: `addr:${address}`, account: `acct:${name.toLowerCase()}` };
      const wait = Math.max(await waitFor(keys.address, DELAYS.address), await waitFor(keys.account, DELAYS.account));
      if (wait > 0) return { ok: false, waitSeconds: wait };
      const operator = await operators.operatorByName(name);
      // An unknown name costs the same time as a wrong password: names can't be probed.
      const valid = operator ? await verifyPassword(password, operator.password_hash) : (await verifyPassword(password, await DUMMY), false);
      const at = now().toISOString();
      if (!operator || !valid) {
        await operators.addFailure([keys.address, keys.account], at);
        await operators.log(null, 'sign-in failed', `${name} from ${address}`, at);
        return { ok: false, waitSeconds: 0 };
      }
      const token = randomBytes(32).toString('base64url');
      await operators.addSession({ token_hash: sha(token), operator_id: operator.id, csrf: randomBytes(24).toString('base64url'), created_on: at,
        expires_on: new Date(now().getTime() + SESSION_HOURS * 3_600_000).toISOString() });
      await operators.log(operator.id, 'signed in', `from ${address}`, at);
      // Now and then, the failures too old to count.
      await operators.forgetFailures(new Date(now().getTime() - 2 * WINDOW_MS).toISOString());
      return { ok: true, token };
    },
    async operatorOf(token: string | undefined): Promise<Operator | null> {
      if (!token) return null;
      return (await operators.session(sha(token), now().toISOString())) ?? null;
    },
    async signOut(operator: Operator, token: string) {
      await operators.endSession(sha(token));
      await operators.log(operator.id, 'signed out', '', now().toISOString());
    },
    log: (operator: Operator, action: string, detail: string) => operators.log(operator.id, action, detail, now().toISOString()),
    async review(operator: Operator, turnId: number, status: 'needs_content' | 'answered') {
      if (!(await operators.turnExists(turnId))) return false;
      await operators.review(turnId, status, operator.id, now().toISOString());
      await operators.log(operator.id, `marked ${status}`, `turn ${turnId}`, now().toISOString());
      return true;
    },
    /** An expert's answer for the farmer, shown in their chat after the assistant's; the question is then answered. */
    async answer(operator: Operator, turnId: number, text: string) {
      if (!(await operators.turnExists(turnId))) return false;
      const at = now().toISOString();
      await operators.addExpertAnswer(turnId, operator.id, text, at);
      await operators.review(turnId, 'answered', operator.id, at);
      await operators.log(operator.id, 'answered as expert', `turn ${turnId}`, at);
      return true;
    },
    turns: operators.turns,
  };
}
export type OperatorService = ReturnType<typeof operatorService>;
