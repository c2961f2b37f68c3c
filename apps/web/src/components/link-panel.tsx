import type { SpectatorLinkResponse } from '@marcador/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../lib/api-client';
import { shaped } from '../lib/response-check';
import { Button, buttonClasses } from './ui/button';
import { Card } from './ui/card';

/** A link to hand out (a spectator link): labelled, read-only, selected whole when focused. */
export function LinkField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-lg border border-court-300 px-3 text-ink"
      />
    </>
  );
}

/** Copies `text`; says whether it worked (a denied permission or an old browser: the field is there to select). */
export function copyLink(text: string): Promise<'copied' | 'copyFailed'> {
  return navigator.clipboard.writeText(text).then(
    () => 'copied',
    () => 'copyFailed',
  );
}

const checkLink = shaped<SpectatorLinkResponse>({});

/** A public link's owner routes at `path` (decisions 046 and 056): read it, create or replace it, withdraw it. */
export const tokenLinkApi = (path: string) => ({
  read: (signal?: AbortSignal) => api.request(path, checkLink, { signal }),
  rotate: () => api.request(path, checkLink, { method: 'POST' }),
  revoke: () => api.request(path, checkLink, { method: 'DELETE' }),
});

/** The panel's copy, each key given by the page that mounts it. */
export type LinkPanelKey =
  | 'title'
  | 'lead'
  | 'none'
  | 'create'
  | 'rotate'
  | 'rotateHint'
  | 'copy'
  | 'copied'
  | 'copyFailed'
  | 'open'
  | 'revoke'
  | 'revoked'
  | 'address'
  | 'failed';

type Notice = 'copied' | 'copyFailed' | 'revoked' | 'failed' | null;

/**
 * A public link's panel (a tournament's spectator link, decision 046; a club's TV link, decision 056):
 * create it, copy it, open the page it opens, change it (the old one stops working) or withdraw it.
 * The server refuses anyone but its owners; a page mounts this only for what its viewer manages.
 * `path` is the link's owner route, `address` the page a token opens, `text` the copy.
 */
export function LinkPanel({
  path,
  address: addressOf,
  text,
}: {
  path: string;
  address: (token: string) => string;
  text: (key: LinkPanelKey) => string;
}) {
  const client = useQueryClient();
  const key = ['token-link', path];
  const links = tokenLinkApi(path);
  const link = useQuery({ queryKey: key, queryFn: ({ signal }) => links.read(signal) });
  const [notice, setNotice] = useState<Notice>(null);
  const change = useMutation({
    mutationFn: (action: 'rotate' | 'revoke') => links[action](),
    onSuccess: (answer, action) => {
      client.setQueryData(key, answer);
      setNotice(action === 'revoke' ? 'revoked' : null);
    },
    onError: () => setNotice('failed'),
  });
  const token = link.data?.token ?? null;
  const address = token ? addressOf(token) : null;

  const copy = async () => {
    if (address) setNotice(await copyLink(address));
  };

  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-bold text-ink text-lg">{text('title')}</h2>
      <p className="text-muted">{text('lead')}</p>
      {address ? (
        <>
          <LinkField label={text('address')} value={address} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>{text('copy')}</Button>
            <a href={address} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
              {text('open')}
            </a>
            <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate('rotate')}>
              {text('rotate')}
            </Button>
            <Button variant="danger" disabled={change.isPending} onClick={() => change.mutate('revoke')}>
              {text('revoke')}
            </Button>
          </div>
          <p className="text-muted text-sm">{text('rotateHint')}</p>
        </>
      ) : (
        <>
          {link.isSuccess && <p className="text-ink">{text('none')}</p>}
          <Button disabled={!link.isSuccess || change.isPending} onClick={() => change.mutate('rotate')}>
            {text('create')}
          </Button>
        </>
      )}
      <p role="status" className="min-h-6 text-ink">
        {notice && text(notice)}
      </p>
    </Card>
  );
}
