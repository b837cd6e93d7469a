import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Post, Profile } from '../../backend/types';
import { Avatar } from '../../components/Avatar';
import { OwnPostActions } from '../ownPost/OwnPostActions';
import { PostPicture } from '../../components/PostPicture';
import { RelativeTime } from '../../components/RelativeTime';
import { useMember } from '../../hooks/useMember';
import { shownAuthor } from '../../components/shownAuthor';
import { LinkedText } from './LinkedText';
import { ItemActions } from '../safety/ItemActions';
import { PostActions } from './PostActions';

interface PostViewProps {
  post: Post;
  /** The author's current profile, once read. */
  profile: Profile | undefined;
}

/**
 * The post in full. Everything a member wrote goes in as text: React escapes it, no HTML is built; only
 * its web addresses become links (LinkedText).
 */
export function PostView({ post, profile }: PostViewProps) {
  const author = shownAuthor(post.author, profile);
  const titleId = useId();
  const { uid } = useMember();
  const navigate = useNavigate();
  return (
    <article className="post-view" aria-labelledby={titleId}>
      {/* A text post has no picture: no empty frame above its title. */}
      {post.imageUrl && <PostPicture src={post.imageUrl} block="post-picture" />}
      <div className="post-view__body">
        <div className="post-view__meta">
          {/* A post's page is reached from any order and keeps none: its topic opens 最新. */}
          {/* The pill is drawn inside the link, which stays 44 px tall for a finger (post.css). */}
          <Link className="post-view__topic" to={paths.feed(post.topic)}>
            <span className="post-view__pill">{post.topic}</span>
          </Link>
          <Link className="post-view__author" to={paths.user(post.uid)}>
            <Avatar src={author.photo} name={author.name} size="mini" />
            <span>{author.name}</span>
          </Link>
          <RelativeTime time={post.createdAt} className="post-view__time" />
        </div>
        <h1 id={titleId} className="post-view__title">
          {post.title}
        </h1>
        <p className="post-view__content">
          <LinkedText text={post.content} />
        </p>
        <PostActions
          post={post}
          tools={
            <ItemActions
              item={{ postId: post.id }}
              hidden={post.hidden}
              authorUid={post.uid}
              authorName={author.name}
              own={post.uid === uid}
              label={post.title}
            />
          }
        />
        {post.uid === uid && (
          // The member's own post, edited and deleted where they read it; once deleted, to the feed
          // (replacing this entry: Back must not lead to a post that is gone).
          <OwnPostActions post={post} onDeleted={() => navigate(paths.posts, { replace: true })} />
        )}
      </div>
    </article>
  );
}
