// Each network's connector, by network (decision 057). Only the offline test network in this slice.
import type { Connectors } from './connector';
import { testNetwork } from './test-network';

export const CONNECTORS: Connectors = { test: testNetwork };
