/**
 * Web hosting: the one CloudFront distribution in front of everything.
 *
 *   /*        the SPA from a private S3 bucket (origin access control), client routes fall back to index.html
 *   /api/*    the HTTP API, never cached, cookies and query strings forwarded; a streamed group's
 *             routes (group-needs.ts) from the REST API's STREAM-mode routes instead (streaming-api.ts)
 *   /media/*  the private media bucket (origin access control)
 *
 * One origin keeps the session cookies first-party and makes CORS unnecessary. Every response
 * carries the security headers from shared/security-headers.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnParameter, CfnRule, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  Function as CloudFrontFunction,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  type PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type FunctionAssociation,
  type IKeyGroup,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { IDEMPOTENCY_HEADER } from '#shared/idempotency.ts';
import { securityHeadersFor } from '#shared/security-headers.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_URL_WINDOW_SECONDS } from '../../functions/lib/retention.ts';
import { LOG_RETENTION } from './api-function.ts';
import { APP_HOST_HEADER, APP_HOST_SOURCE, SPA_FALLBACK_SOURCE } from './cloudfront-functions.ts';
import type { CustomDomain } from './config.ts';
import { nagArn, S3_OBJECT_ACTIONS } from './nag.ts';
import { responseHeadersPolicyProps } from './response-headers.ts';

export interface WebHostingProps {
  /** The keys /media/* URLs may be signed with (media-signing.ts). */
  readonly mediaKeyGroup: IKeyGroup;
  /** Host name of the HTTP API's execute-api endpoint. */
  readonly apiDomain: string;
  /** Headers CloudFront adds to every request it forwards to the API (origin-verify.ts). */
  readonly apiOriginHeaders: Readonly<Record<string, string>>;
  /** The REST API that streams, when a group is streamed: its host, its stage, and the route table's paths it serves. */
  readonly streamingApi?: { readonly domain: string; readonly stage: string; readonly paths: readonly string[] };
  readonly mediaBucket: IBucket;
  readonly logBucket: IBucket;
  /** The built SPA (web/dist). */
  readonly webDistDir: string;
  readonly customDomain?: CustomDomain;
  /** Which edges serve the site (the `priceClass` setting). */
  readonly priceClass: PriceClass;
  readonly webAclArn?: string;
}

/**
 * CloudFront gives up on an origin that sends nothing for this long. A streamed answer's first
 * words, and each next piece, come within the provider's own time limit (12 s, two tries before
 * the first), so a streamed answer may run for as long as its function's timeout.
 */
const ORIGIN_READ_TIMEOUT = Duration.seconds(30);

/** What the functions read, on every /api request (a create's Idempotency-Key too: docs/decisions.md, "Retried creates"). */
const API_HEADERS = ['origin', 'content-type', 'sec-fetch-site', 'user-agent', APP_HOST_HEADER, IDEMPOTENCY_HEADER];

/** Vite's build.assetsDir: every file in it has a content hash in its name. */
const HASHED_ASSETS = 'assets/*';
/** The web app manifest web/build/web-app.ts writes, at the name every page links. */
const MANIFEST = 'manifest.webmanifest';
const MANIFEST_TYPE = 'application/manifest+json';

export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://<custom domain>, or https://<id>.cloudfront.net without one. */
  readonly siteOrigin: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/web/',
      // Everything in it is rebuilt from the repository by the next deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'shared/security-headers.ts',
      // Uploads are presigned POSTs straight to the media bucket, so connect-src names its origin.
      ...responseHeadersPolicyProps(securityHeadersFor(`https://${props.mediaBucket.bucketRegionalDomainName}`)),
    });

    // Media: never longer than a signed URL of it lives, at the edge (deleted media leaves the
    // edge as its URLs expire) and in the browser, whatever an older object's own header said.
    const mediaCache = new CachePolicy(this, 'MediaCache', {
      comment: 'Signed media: the path alone is the key (the signature is checked, not cached by); a window at most',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(MEDIA_URL_WINDOW_SECONDS),
      maxTtl: Duration.seconds(MEDIA_URL_WINDOW_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const mediaHeaders = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'shared/security-headers.ts, and media cached by the browser alone (functions/lib/retention.ts)',
      ...responseHeadersPolicyProps({
        ...securityHeadersFor(`https://${props.mediaBucket.bucketRegionalDomainName}`),
        'cache-control': MEDIA_CACHE_CONTROL,
      }),
    });

    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Cookies, query strings and the headers the API reads; never Host',
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      // sec-fetch-site: a cross-site GET /api/logout only asks; user-agent: a session's device label
      // (without it the API would see CloudFront's own).
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_HEADERS),
    });

    const viewerRequest = (name: string, code: string): FunctionAssociation => ({
      eventType: FunctionEventType.VIEWER_REQUEST,
      function: new CloudFrontFunction(this, name, {
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
      }),
    });

    const appHost = props.customDomain ? [] : [viewerRequest('AppHost', APP_HOST_SOURCE)];
    // Listed before /api/*: CloudFront takes the first behaviour whose pattern matches.
    const streaming = props.streamingApi;
    const streamingOrigin =
      streaming &&
      new HttpOrigin(streaming.domain, {
        originPath: `/${streaming.stage}`,
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        readTimeout: ORIGIN_READ_TIMEOUT,
        customHeaders: { ...props.apiOriginHeaders },
      });
    const streamedRequests =
      streaming &&
      new OriginRequestPolicy(this, 'StreamedRequests', {
        comment: 'As ApiRequests, with accept (a stream or JSON); never Host',
        cookieBehavior: OriginRequestCookieBehavior.all(),
        queryStringBehavior: OriginRequestQueryStringBehavior.all(),
        headerBehavior: OriginRequestHeaderBehavior.allowList(...API_HEADERS, 'accept'),
      });
    const streamedBehaviours = Object.fromEntries(
      (streaming?.paths ?? []).map((path) => [
        path.replace(/\{[^}]+\}/g, '*'),
        {
          origin: streamingOrigin!,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: streamedRequests,
          responseHeadersPolicy: headers,
          functionAssociations: appHost,
        },
      ]),
    );

    const certificate = props.customDomain
      ? Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: Stack.of(this).stackName,
      defaultRootObject: 'index.html',
      domainNames: props.customDomain ? [props.customDomain.domainName] : undefined,
      certificate,
      // Only a custom certificate can raise the viewer TLS floor; *.cloudfront.net stays at TLSv1.
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Edges outside the class still serve their viewers' requests, only from farther away (docs/deploying.md).
      priceClass: props.priceClass,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [viewerRequest('SpaFallback', SPA_FALLBACK_SOURCE)],
      },
      additionalBehaviors: {
        ...streamedBehaviours,
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            readTimeout: ORIGIN_READ_TIMEOUT,
            customHeaders: { ...props.apiOriginHeaders },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: headers,
          // With a custom domain the functions get APP_ORIGIN instead and ignore the header.
          functionAssociations: appHost,
        },
        // Only a URL signed with the key group's key (functions/lib/media-signing.ts), checked at
        // the edge before any cache: an edge copy is served to no one else either.
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          trustedKeyGroups: [props.mediaKeyGroup],
          cachePolicy: mediaCache,
          responseHeadersPolicy: mediaHeaders,
        },
      },
    });

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The community is open to seekers anywhere: there is no country to block.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason: 'No WAF by default (a web ACL costs about $6/month before requests); the API stage is throttled and every state-changing route checks Origin. The webAclArn setting attaches one (docs/deploying.md).',
            },
          ]),
      ...(certificate
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason: 'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes. Setting domainName and certificateArn enforces TLSv1.2_2021.',
            },
          ]),
    ]);

    this.siteOrigin = props.customDomain
      ? `https://${props.customDomain.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    this.deploySite(props.webDistDir);
  }

  /**
   * Hashed assets are cached for a year and never pruned, so a page loaded before a deploy can
   * still fetch its chunks. Everything else (index.html, sw.js, the manifest, icons) is
   * revalidated on every load, and the deploy invalidates the distribution's cache.
   */
  private deploySite(webDistDir: string): void {
    const source = this.siteSource(webDistDir);
    // The deployments share one CDK-provided Lambda; without this its logs would be kept for
    // two years and outlive the stack.
    const logGroup = new LogGroup(this, 'DeployLogs', { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    const assets = new BucketDeployment(this, 'DeployAssets', {
      logGroup,
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [HASHED_ASSETS],
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      prune: false,
    });
    // The deployment's handler types each file by its extension, and does not know .webmanifest
    // for certain: the manifest is uploaded on its own with its type said.
    const manifest = new BucketDeployment(this, 'DeployManifest', {
      logGroup,
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [MANIFEST],
      contentType: MANIFEST_TYPE,
      cacheControl: [CacheControl.noCache()],
      prune: false,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      logGroup,
      sources: [source],
      destinationBucket: this.bucket,
      exclude: [HASHED_ASSETS, MANIFEST],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // index.html must not point at chunks that are not uploaded yet, and the invalidation that ends
    // the pages' deployment must come after the manifest's upload.
    pages.node.addDependency(assets, manifest);

    // Both deployments share one CDK-provided Lambda, created at the stack's top level.
    for (const provider of Stack.of(this).node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      NagSuppressions.addResourceSuppressions(
        provider,
        [
          {
            id: 'AwsSolutions-L1',
            reason: 'CDK-provided BucketDeployment handler: its Python runtime is chosen and updated by aws-cdk-lib, not by this project.',
          },
          {
            id: 'AwsSolutions-IAM4',
            reason: 'CDK-provided BucketDeployment handler: only AWSLambdaBasicExecutionRole, for writing its own logs.',
            appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
          },
          {
            id: 'AwsSolutions-IAM5',
            reason: 'CDK-provided BucketDeployment handler: copies the build from the CDK asset bucket into the web bucket (object wildcards in those two buckets only) and creates a CloudFront invalidation, which has no resource-level permissions.',
            appliesTo: [
              ...S3_OBJECT_ACTIONS,
              'Resource::*',
              `Resource::${nagArn(this.bucket)}/*`,
              { regex: '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-<AWS::Region>\\/\\*$/' },
            ],
          },
        ],
        true,
      );
    }
  }

  /**
   * web/dist is built by `npm run build:web` before a deploy. Without it (a fresh clone, the
   * tests) the synth still succeeds with a placeholder page, and a CloudFormation rule makes
   * any deploy of that template stop before it changes anything.
   */
  private siteSource(webDistDir: string): ISource {
    if (existsSync(join(webDistDir, 'index.html'))) return Source.asset(webDistDir);

    const built = new CfnParameter(this, 'WebAppBuilt', {
      type: 'String',
      default: 'no',
      allowedValues: ['no', 'yes'],
      description: 'Guard against deploying an unbuilt site: "no" means web/dist was missing at synth.',
    });
    new CfnRule(this, 'RequireWebBuild', {
      assertions: [
        {
          assert: Fn.conditionEquals(built.valueAsString, 'yes'),
          assertDescription:
            'web/dist was missing when this template was synthesized. Run `npm run build:web`, then `npx cdk deploy` again.',
        },
      ],
    });
    return Source.data(
      'index.html',
      '<!doctype html><title>Not built</title><p>The web app was not built before this synth.</p>',
    );
  }
}
