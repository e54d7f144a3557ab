/**
 * The product's question bank: Chinese highway construction safety by topic, from the national
 * standards (JGJ 80, JGJ 46, JGJ 276, JGJ 33, GB 50720, JTG H30, ...). It is product data, not
 * the demo's: the same rules bind every organisation, so every database gets it at start (install.ts)
 * and a corrected question reaches them by its version.
 */
import electric from './electric.js';
import excavation from './excavation.js';
import fire from './fire.js';
import height from './height.js';
import lifting from './lifting.js';
import machinery from './machinery.js';
import ppe from './ppe.js';
import traffic from './traffic.js';
import type { BankQuestion, BankTopic } from './define.js';

export type { BankQuestion, BankTopic };

export const bankTopics: readonly BankTopic[] = [height, electric, lifting, excavation, fire, ppe, machinery, traffic];

export const topicName = (code: string): string => bankTopics.find((t) => t.code === code)?.name ?? code;
