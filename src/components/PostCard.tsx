import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from 'semantic-ui-react';
import { paths } from '../app/paths';
import type { Post, Profile } from '../backend/types';
import { copy } from '../copy';
import { Avatar } from './Avatar';
import '../styles/feed.css';
import './PostCard.css';

interface PostCardProps {
  post: Post;
  /** The author's current profile, when it has been read; the post's snapshot stands in until then. */
  profile?: Profile | undefined;
}

/** One post in a list; the whole card links to the post. */
export function PostCard({ post, profile }: PostCardProps) {
  const titleId = useId();
  const name = profile?.displayName || post.author.displayName || copy.defaultAuthor;
  const photo = profile ? profile.photoURL : post.author.photoURL;

  return (
    <Link
      to={`${paths.posts}/${encodeURIComponent(post.id)}`}
      className="post-card"
      aria-labelledby={titleId}
    >
      <Picture src={post.imageUrl} />
      <div className="post-card__body">
        <div className="post-card__meta">
          <span className="post-card__topic">{post.topic}</span>
          <span className="post-card__author">
            <Avatar src={photo} size="mini" />
            <span>{name}</span>
          </span>
        </div>
        <h2 className="post-card__title" id={titleId}>
          {post.title}
        </h2>
        <p className="post-card__content">{post.content}</p>
        <div className="post-card__counts">
          <Count icon="comment outline" label={copy.commentCountLabel} value={post.commentsCount} />
          <Count icon="thumbs up outline" label={copy.likeCountLabel} value={post.likeBy.length} />
        </div>
      </div>
    </Link>
  );
}

function Count({
  icon,
  label,
  value,
}: {
  icon: 'comment outline' | 'thumbs up outline';
  label: string;
  value: number;
}) {
  return (
    <span className="post-card__count">
      <Icon name={icon} aria-hidden="true" />
      <span className="visually-hidden">{label} </span>
      {value}
    </span>
  );
}

/** The post's picture, or a drawn placeholder when it has none or it fails to load. */
function Picture({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className="post-card__picture">
      {src && failedSrc !== src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <svg className="post-card__placeholder" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.6" />
          <path d="M4.5 17.5 10 12l3.5 3.5 2.5-2.5 3.5 3.5" />
        </svg>
      )}
    </div>
  );
}
