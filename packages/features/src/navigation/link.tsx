import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

export interface FeatureLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  href: string;
  children?: ReactNode;
}

const PlainLink = ({ children, ...props }: FeatureLinkProps) => <a {...props}>{children}</a>;
const LinkContext = createContext<ComponentType<FeatureLinkProps>>(PlainLink);

/**
 * Features never know the router: the app passes its link component once (one that navigates
 * client-side and prefetches), and every feature link renders through it. A plain anchor otherwise.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<FeatureLinkProps>;
  children: ReactNode;
}) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** A link through the app's link component. */
export function FeatureLink(props: FeatureLinkProps) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}
