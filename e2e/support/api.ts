/** Seeds and checks data through the real API, the way another client would. */
import type {
  AdminDashboard,
  Asset,
  CreateLocationInput,
  Location,
  LoginResponse,
  QrFormat,
  Role,
  User,
  UserDashboard,
} from '@harbour/contract';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface AssetInput {
  name: string;
  type: string;
  location: string;
  status?: string;
  assignedTo?: string;
}

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function login(baseUrl: string, username: string, password: string): Promise<LoginResponse> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new ApiError(response.status, `login as ${username}: ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

export class Api {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async as(baseUrl: string, username: string, password: string): Promise<Api> {
    return new Api(baseUrl, (await login(baseUrl, username, password)).token);
  }

  private async send(
    method: string,
    path: string,
    body?: object | FormData,
    accept = 'application/json',
  ): Promise<Response> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}`, Accept: accept };
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}/api${path}`, { method, headers, body: payload });
    if (!response.ok)
      throw new ApiError(response.status, `${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  }

  private async json<T>(method: string, path: string, body?: object | FormData): Promise<T> {
    return (await (await this.send(method, path, body)).json()) as T;
  }

  createUser(username: string, password: string, role: Role = 'user'): Promise<User> {
    return this.json('POST', '/admin/create-user', { username, password, role });
  }

  updateUser(id: string, changes: { username?: string; role?: Role; password?: string }): Promise<User> {
    return this.json('PUT', `/admin/users/${id}`, changes);
  }

  preferences(): Promise<{ language: string | null }> {
    return this.json('GET', '/me/preferences');
  }

  listUsers(): Promise<User[]> {
    return this.json('GET', '/admin/users');
  }

  /** A location in the tree: at the top level, or inside `parentId`. */
  createLocation(input: CreateLocationInput): Promise<Location> {
    return this.json('POST', '/locations', input);
  }

  listLocations(): Promise<Location[]> {
    return this.json('GET', '/locations');
  }

  createAsset(input: AssetInput): Promise<Asset> {
    return this.json('POST', '/assets', input);
  }

  createAssetWithImage(input: AssetInput, image: ImageFile): Promise<Asset> {
    const form = new FormData();
    const fields: [string, string | undefined][] = [
      ['name', input.name],
      ['type', input.type],
      ['location', input.location],
      ['status', input.status],
      ['assignedTo', input.assignedTo],
    ];
    for (const [key, value] of fields) if (value !== undefined) form.append(key, value);
    form.append('assetImage', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
    return this.json('POST', '/assets', form);
  }

  updateAsset(id: string, input: AssetInput): Promise<Asset> {
    return this.json('PUT', `/assets/${id}`, input);
  }

  deleteAsset(id: string): Promise<unknown> {
    return this.json('DELETE', `/assets/${id}`);
  }

  deleteUser(id: string): Promise<unknown> {
    return this.json('DELETE', `/admin/users/${id}`);
  }

  getAsset(id: string): Promise<Asset> {
    return this.json('GET', `/assets/${id}`);
  }

  async findAsset(id: string): Promise<Asset | undefined> {
    try {
      return await this.getAsset(id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  listAssets(): Promise<Asset[]> {
    return this.json('GET', '/assets');
  }

  adminDashboard(): Promise<AdminDashboard> {
    return this.json('GET', '/dashboard/admin');
  }

  userDashboard(): Promise<UserDashboard> {
    return this.json('GET', '/dashboard/user');
  }

  async qrCode(assetId: string, format: QrFormat): Promise<Buffer> {
    const response = await this.send(
      'GET',
      `/admin/assets/${assetId}/qr-code?format=${format}`,
      undefined,
      '*/*',
    );
    return Buffer.from(await response.arrayBuffer());
  }
}

/** One JSON request as the signed-in user of `api`; a refusal throws with its status and body. */
export async function call<T>(api: Api, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${api.baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${api.token}`,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
