import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type MockReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';
export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

/** An axios adapter answering from `handler`, rejecting like axios's own adapters do. */
export function mockAdapter(handler: MockHandler): {
  adapter: AxiosAdapter;
  calls: InternalAxiosRequestConfig[];
} {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    if (reply === 'network') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (!valid) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, calls };
}

/** The JSON body a request sent (axios has serialised it by the time the adapter runs). */
export function sentBody(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
}
