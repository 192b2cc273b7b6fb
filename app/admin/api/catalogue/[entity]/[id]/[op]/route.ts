import { postCatalogue } from '@/lib/staff/catalogue/routes';

type Params = { params: Promise<{ entity: string; id: string; op: string }> };

/** The catalogue editor's writes (lib/staff/catalogue/routes.ts); the role is checked inside, on every post. */
export async function POST(request: Request, { params }: Params) {
  return postCatalogue(request, await params);
}
