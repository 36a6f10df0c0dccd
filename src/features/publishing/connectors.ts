// Each network's connector, by network (decisions 057, 078).
import type { Connectors } from './connector';
import { youtubeConnector } from './networks/youtube';
import { testNetwork } from './test-network';

export const CONNECTORS: Connectors = { test: testNetwork, youtube: youtubeConnector };
