export { MockApiPanel, isScenarioActive, type MockApiPanelProps, type MockScenarioSettings } from './MockApiPanel';
