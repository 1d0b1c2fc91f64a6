import { describeBaseGameProperties } from './propertyRun.js';

describeBaseGameProperties([2, 3, 4]);
