import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AccountProvider, useAccount } from './AccountProvider.client';
import { RentCenterFrame } from './RentCenterFrame.client';

function SignIn() {
  const account = useAccount();
  useEffect(() => account?.markSignedIn('138****8000'), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

describe('RentCenterFrame', () => {
  it('shows a visitor no rental-centre section at all', () => {
    render(
      <AccountProvider>
        <RentCenterFrame />
      </AccountProvider>,
    );
    expect(screen.queryByRole('heading', { name: '租赁服务中心' })).not.toBeInTheDocument();
  });

  it('shows a signed-in citizen the section heading at once, while the frame code is still loading', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
    render(
      <AccountProvider>
        <SignIn />
        <RentCenterFrame />
      </AccountProvider>,
    );
    expect(screen.getByRole('heading', { name: '租赁服务中心' })).toBeInTheDocument();
    expect(screen.getByText('正在连接租赁服务中心…')).toBeInTheDocument();
    // The live frame takes over with the same heading (one section, not two).
    await act(async () => {
      await import('./RentCenterFrameLive.client');
    });
    expect(screen.getAllByRole('heading', { name: '租赁服务中心' })).toHaveLength(1);
  });
});
