import { hash } from "@node-rs/argon2";
import type { TDb } from "../client";
import { operators } from "../schema/staff";

/** OWASP's minimum for argon2id (19 MiB, 2 passes); the library's default algorithm is argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export type TSeedOperatorInput = {
  name: string;
  email: string;
} & ({ password: string } | { passwordHash: string });

export async function seedOperator(db: TDb, input: TSeedOperatorInput) {
  const passwordHash = "passwordHash" in input ? input.passwordHash : await hashPassword(input.password);
  const [operator] = await db
    .insert(operators)
    .values({ name: input.name, email: input.email, passwordHash })
    .returning();
  if (!operator) throw new Error("operator insert returned nothing");
  return operator;
}
