import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import type { Post, Profile } from '../backend/types';
import { copy } from '../copy';
import { Avatar } from './Avatar';
import { Glyph, type GlyphData } from './Glyph';
import { comment, heartOutline } from './icons/shell';
import { PostPicture } from './PostPicture';
import { RelativeTime } from './RelativeTime';
import { shownAuthor } from './shownAuthor';
import '../styles/visuallyHidden.css';
import './PostCard.css';
import './PostCardOnPhone.css';

const cardPicture = { width: 400, height: 300 };

interface PostCardProps {
  post: Post;
  /** The author's current profile, when it has been read; the post's snapshot stands in until then. */
  profile?: Profile | undefined;
  /** The first card of a list: its picture is the page's largest paint, so it loads first. */
  first?: boolean;
  /** False on an author's own page, where every card would repeat the heading's name and picture. */
  showAuthor?: boolean;
}

/**
 * One post in a list: the whole card links to the post, and the author's name and picture to their
 * page. Links cannot nest, so the post's link is laid over the card, empty and named by the title,
 * and the author's sits above it. A post without a picture is a text card: no picture box, a longer
 * excerpt (PostCard.css).
 */
export function PostCard({ post, profile, first = false, showAuthor = true }: PostCardProps) {
  const titleId = useId();
  const { name, photo } = shownAuthor(post.author, profile);
  // The card copy; posts stored before card copies existed show their picture.
  const picture = post.thumbUrl || post.imageUrl;

  return (
    <div className={picture ? 'post-card' : 'post-card post-card--text'}>
      <Link to={paths.post(post.id)} className="post-card__link" aria-labelledby={titleId} />
      {picture && (
        <PostPicture src={picture} block="post-card__picture" size={cardPicture} priority={first} />
      )}
      <div className="post-card__body">
        <div className="post-card__meta">
          <span className="post-card__topic">{post.topic}</span>
          {showAuthor && (
            <Link to={paths.user(post.uid)} className="post-card__author">
              <Avatar src={photo} name={name} size="mini" />
              <span>{name}</span>
            </Link>
          )}
          <RelativeTime time={post.createdAt} className="post-card__time" />
        </div>
        <h2 className="post-card__title" id={titleId}>
          {post.title}
        </h2>
        <p className="post-card__content">{post.content}</p>
        <div className="post-card__counts">
          <Count glyph={comment} label={copy.commentCountLabel} value={post.commentsCount} />
          <Count glyph={heartOutline} label={copy.likeCountLabel} value={post.likeCount} />
        </div>
      </div>
    </div>
  );
}

function Count({ glyph, label, value }: { glyph: GlyphData; label: string; value: number }) {
  return (
    <span className="post-card__count">
      <Glyph glyph={glyph} />
      <span className="visually-hidden">{label} </span>
      {value}
    </span>
  );
}
