import type { CategoryCopy } from '../schema.ts'

export const cybersecurityCopy = {
  covers: [
    'Our cybersecurity practice protects systems across their whole life: the network, the endpoints and cloud workloads they run on, the applications and identities that use them, the security operations center that watches them, and the risk management and compliance work that authorizes them to operate. We apply the NIST Cybersecurity Framework, NIST SP 800-53, FedRAMP and the federal zero trust strategy in OMB M-22-09 to the systems you actually run.',
    'Because we also build and operate ERP, financial and infrastructure systems, our security engineers understand what they are protecting and how to harden it without stopping the mission.',
  ],
  reasons: [
    {
      title: 'ISO 27001 certified security management',
      description:
        'Our own information security management system is certified to ISO 27001:2013, so we practice the controls we implement for clients.',
    },
    {
      title: 'Zero trust, step by step',
      description:
        'We move agencies along the CISA Zero Trust Maturity Model pillar by pillar, with priorities set by risk and budget rather than by product.',
    },
    {
      title: 'Compliance that reflects reality',
      description:
        'Security plans, assessments and POA&Ms describe how systems are really configured, so an ATO reflects actual risk.',
    },
    {
      title: 'Detection and response around the clock',
      description:
        'Our analysts monitor, hunt and respond every hour of the year, with playbooks aligned to the CISA federal incident response playbooks.',
    },
  ],
  summary:
    'Cybersecurity that protects federal and enterprise systems end to end, from zero trust architecture under OMB M-22-09 and NIST SP 800-53 controls to 24/7 detection, response and FISMA compliance.',
  seo: {
    title: 'Cybersecurity Services | GlobalTekForce',
    description:
      'Zero trust, cloud and endpoint security, SOC operations, risk management and incident response for agencies and enterprises.',
  },
  services: {
    'network-security': {
      overview: [
        'Flat networks let an attacker who compromises one workstation reach the financial system. The federal zero trust strategy in OMB M-22-09 asks agencies to stop trusting network location, to segment environments and to encrypt traffic internally as well as at the edge, while CDM expects full visibility of what is connected.',
        'We design and operate network defenses that support that shift. Our engineers deploy and tune next-generation firewalls from Palo Alto Networks, Fortinet and Cisco, implement micro-segmentation around high-value assets, replace legacy VPNs with identity-aware access, and feed network telemetry to your SOC and CDM dashboards. Every rule change follows your change process and is reviewed for least privilege.',
      ],
      capabilities: [
        {
          title: 'Segmentation and micro-segmentation',
          description:
            'Network zones and workload-level policies that isolate high-value assets and limit lateral movement.',
        },
        {
          title: 'Next-generation firewalls and IPS',
          description:
            'Design, rule-base clean-up and tuning of firewalls and intrusion prevention with documented, reviewed rules.',
        },
        {
          title: 'Secure remote access',
          description:
            'Zero trust network access and TIC 3.0 aligned architectures that replace broad VPN access with per-application access.',
        },
        {
          title: 'Network visibility',
          description:
            'Flow, DNS and packet telemetry sent to the SOC and CDM, with network access control for connected devices.',
        },
      ],
      approach: [
        {
          title: 'Map the network',
          description:
            'We document assets, flows and trust zones to see where segmentation will reduce the most risk.',
        },
        {
          title: 'Segment in phases',
          description:
            'Policies are built in monitor mode, validated against real traffic, then enforced without breaking applications.',
        },
        {
          title: 'Operate and review',
          description:
            'Rules are reviewed periodically, unused rules removed, and changes verified after deployment.',
        },
      ],
      contexts: [
        'Agencies implementing M-22-09 zero trust network requirements',
        'Networks hosting financial and high-value asset systems',
        'Organizations modernizing remote access under TIC 3.0',
      ],
      relatedSlugs: ['identity-access-management', 'security-operations-center', 'infrastructure-management'],
      summary:
        'Segmented, monitored networks built on next-generation firewalls, intrusion prevention and secure remote access, moving agencies toward zero trust while supporting CDM visibility.',
      seo: {
        title: 'Network Security and Zero Trust | GlobalTekForce',
        description:
          'Firewalls, segmentation, intrusion prevention and secure access design that advance zero trust and feed CDM dashboards.',
      },
    },
    'endpoint-device-protection': {
      overview: [
        'Laptops, servers and mobile phones are where most attacks begin and where ransomware does its work. Executive Order 14028 directed agencies to deploy endpoint detection and response across the enterprise, and auditors still find unmanaged devices, missing patches and local administrator rights.',
        'We protect endpoints with layered controls. Our team deploys and tunes EDR platforms such as Microsoft Defender for Endpoint and CrowdStrike Falcon, applies STIG and CIS hardening through Intune or Group Policy, manages mobile devices, removes unnecessary administrator rights, and reports device compliance continuously so unmanaged or unhealthy devices are found and fixed.',
      ],
      capabilities: [
        {
          title: 'Endpoint detection and response',
          description:
            'EDR deployment, policy tuning and integration with the SOC so suspicious behavior is investigated quickly.',
        },
        {
          title: 'Device hardening',
          description:
            'STIG and CIS baselines enforced through Intune, Group Policy or configuration tools, with compliance reporting.',
        },
        {
          title: 'Mobile device management',
          description:
            'Enrollment, compliance policies and application protection for government-furnished and approved personal devices.',
        },
        {
          title: 'Privilege and application control',
          description:
            'Removal of local administrator rights, application allow-listing and controlled elevation for legitimate needs.',
        },
      ],
      approach: [
        {
          title: 'Find every device',
          description: 'We reconcile inventories so every endpoint is known, managed and protected.',
        },
        {
          title: 'Harden and deploy',
          description: 'Baselines and EDR roll out in waves, piloted with representative users first.',
        },
        {
          title: 'Monitor compliance',
          description: 'Dashboards show coverage, patch status and alerts, and gaps are assigned for action.',
        },
      ],
      contexts: [
        'Agencies meeting EO 14028 EDR requirements',
        'Hybrid workforces with laptops outside the agency network',
        'Server estates needing consistent hardening',
      ],
      relatedSlugs: [
        'security-operations-center',
        'security-and-vulnerability-management',
        'network-security',
      ],
      summary:
        'Endpoint detection and response, device hardening and mobile device management for laptops, servers and phones, with configuration baselines and patch compliance reported continuously.',
      seo: {
        title: 'Endpoint and Device Protection | GlobalTekForce',
        description:
          'EDR deployment, hardened baselines, mobile device management and patch compliance for every laptop, server and phone.',
      },
    },
    'cloud-security': {
      overview: [
        'Moving to the cloud changes who is responsible for which controls, and many cloud incidents come from the customer side of that line: open storage, over-privileged roles and unmonitored accounts. A FedRAMP authorized platform does not make the workloads on it secure by itself.',
        'We secure cloud environments in AWS GovCloud, Azure Government and Google Cloud. Our engineers build landing zones with guardrails, define customer responsibility matrices against FedRAMP and NIST SP 800-53 baselines, deploy cloud security posture management and workload protection, and monitor configurations continuously so drift is caught and corrected before it becomes a finding or a breach.',
      ],
      capabilities: [
        {
          title: 'Secure landing zones',
          description:
            'Account structures, guardrails, logging and network architecture built to your security baseline from day one.',
        },
        {
          title: 'Posture management',
          description:
            'Continuous configuration assessment with CSPM tools against CIS and FedRAMP baselines, with automated remediation.',
        },
        {
          title: 'Cloud identity and keys',
          description:
            'Least-privilege roles, privileged access controls and customer-managed encryption keys.',
        },
        {
          title: 'FedRAMP and ATO support',
          description:
            'Control implementation statements, customer responsibility matrices and continuous monitoring deliverables.',
        },
      ],
      approach: [
        {
          title: 'Assess posture',
          description:
            'We review accounts, identities and configurations against benchmarks and report prioritized risks.',
        },
        {
          title: 'Build guardrails',
          description: 'Preventive policies and automation stop insecure configurations from being created.',
        },
        {
          title: 'Monitor continuously',
          description: 'Posture and threat alerts flow to the SOC, with monthly reporting for the ISSO.',
        },
      ],
      contexts: [
        'Workloads in AWS GovCloud, Azure Government or Google Cloud',
        'Systems seeking or maintaining an ATO in the cloud',
        'Agencies adopting multi-cloud under a Cloud Smart strategy',
      ],
      relatedSlugs: ['systems-modernizations', 'governance-risk-compliance', 'identity-access-management'],
      summary:
        'Security architecture and continuous monitoring for AWS, Azure and Google Cloud workloads, mapped to FedRAMP baselines and NIST SP 800-53 so cloud systems earn and keep their ATO.',
      seo: {
        title: 'Cloud Security and FedRAMP Alignment | GlobalTekForce',
        description:
          'AWS, Azure and Google Cloud security architecture, posture management and FedRAMP-aligned controls for cloud systems.',
      },
    },
    'application-security': {
      overview: [
        'Vulnerabilities introduced in code are cheapest to fix while the code is being written and most expensive once in production. OMB M-22-18 requires software producers to attest that they follow secure development practices, and the NIST Secure Software Development Framework describes what those are.',
        'We build application security into delivery. Our engineers run threat modeling during design, add static analysis, software composition analysis and secret scanning to CI/CD pipelines, perform dynamic testing against running applications, and produce software bills of materials. Developers get findings in their own tools with clear guidance, and security teams get evidence for attestation and authorization.',
      ],
      capabilities: [
        {
          title: 'Threat modeling',
          description: 'Design reviews that identify threats and required controls before code is written.',
        },
        {
          title: 'SAST and SCA in pipelines',
          description:
            'Static analysis and open-source dependency scanning with quality gates tuned to reduce false positives.',
        },
        {
          title: 'Dynamic and API testing',
          description:
            'Authenticated DAST and API testing against the OWASP Top 10 and OWASP API Security Top 10.',
        },
        {
          title: 'SSDF attestation support',
          description:
            'Evidence mapped to NIST SP 800-218 practices and software bills of materials for M-22-18 attestations.',
        },
      ],
      approach: [
        {
          title: 'Assess maturity',
          description:
            'We review current practices against the SSDF and agree priorities with development leads.',
        },
        {
          title: 'Shift security left',
          description:
            'Scanning and reviews move into the pipeline and design phase, where fixes cost least.',
        },
        {
          title: 'Coach developers',
          description:
            'Secure coding training and remediation guidance help teams stop repeating the same flaws.',
        },
      ],
      contexts: [
        'Agile teams building federal web applications and APIs',
        'Software producers preparing M-22-18 attestations',
        'ERP extensions and integrations handling financial data',
      ],
      relatedSlugs: ['cicd', 'penetration-testing-vulnerability-management', 'framework-based-development'],
      summary:
        'Security built into the software lifecycle through DevSecOps: static and dynamic testing, software composition analysis and threat modeling, following the NIST Secure Software Development Framework.',
      seo: {
        title: 'Application Security and DevSecOps | GlobalTekForce',
        description:
          'SAST, DAST, dependency scanning and threat modeling embedded in DevSecOps pipelines, following NIST SP 800-218.',
      },
    },
    'identity-access-management': {
      overview: [
        'Identity is the center of zero trust: every request should be authenticated with strong credentials and authorized for the least access needed. OMB M-22-09 requires phishing-resistant multifactor authentication for agency staff, contractors and partners, and federal ICAM guidance expects identities to be managed from hire to separation.',
        'We implement identity, credential and access management with Okta, Microsoft Entra ID, SailPoint and CyberArk. That includes PIV and FIDO2 authentication, single sign-on for enterprise applications, automated joiner-mover-leaver provisioning from HR systems, role-based access with separation-of-duties checks in ERP systems, privileged access management and periodic access certifications.',
      ],
      capabilities: [
        {
          title: 'Phishing-resistant MFA',
          description:
            'PIV, CAC and FIDO2 authentication integrated with enterprise single sign-on and remote access.',
        },
        {
          title: 'Identity governance',
          description:
            'Automated provisioning, role models, separation-of-duties rules and access certifications with SailPoint or native tools.',
        },
        {
          title: 'Privileged access management',
          description:
            'Vaulted credentials, just-in-time elevation and session recording for administrators.',
        },
        {
          title: 'Application integration',
          description: 'SAML and OpenID Connect single sign-on for ERP, cloud and custom applications.',
        },
      ],
      approach: [
        {
          title: 'Assess identity maturity',
          description:
            'We measure current practice against the CISA Zero Trust Maturity Model identity pillar.',
        },
        {
          title: 'Consolidate and strengthen',
          description:
            'Applications move to central identity with strong authentication, highest-risk systems first.',
        },
        {
          title: 'Govern access',
          description: 'Automated lifecycle and regular certifications keep access aligned with roles.',
        },
      ],
      contexts: [
        'Agencies implementing M-22-09 identity requirements',
        'ERP systems needing separation-of-duties controls',
        'Organizations with many privileged administrators',
      ],
      relatedSlugs: ['network-security', 'cloud-security', 'governance-risk-compliance'],
      summary:
        'Identity, credential and access management with PIV and phishing-resistant multifactor authentication, single sign-on, least privilege and automated provisioning, as zero trust requires.',
      seo: {
        title: 'Identity and Access Management (ICAM) | GlobalTekForce',
        description:
          'PIV and phishing-resistant MFA, single sign-on, privileged access management and automated user provisioning for zero trust.',
      },
    },
    'security-operations-center': {
      overview: [
        'Attackers work at night and on holidays. A security operations center must see activity across networks, endpoints, identities and cloud services, separate real threats from noise, and act within minutes. OMB M-21-31 sets logging maturity requirements that determine what a federal SOC can see.',
        'Our SOC analysts monitor around the clock using Microsoft Sentinel, Splunk and extended detection and response platforms, correlating events across sources. We write and tune detections mapped to MITRE ATT&CK, hunt proactively for threats that evade alerts, and escalate confirmed incidents with context and recommended actions. We also help agencies reach M-21-31 logging tiers and report to CISA on time.',
      ],
      capabilities: [
        {
          title: '24/7 monitoring and triage',
          description:
            'Continuous alert triage with defined severities, escalation paths and response times.',
        },
        {
          title: 'SIEM and XDR engineering',
          description:
            'Log onboarding, parsing, correlation rules and XDR integrations in Sentinel, Splunk and similar platforms.',
        },
        {
          title: 'Threat hunting',
          description: 'Hypothesis-driven hunts based on threat intelligence and MITRE ATT&CK techniques.',
        },
        {
          title: 'M-21-31 logging maturity',
          description:
            'Gap assessment and implementation of logging, retention and protection requirements by event logging tier.',
        },
      ],
      approach: [
        {
          title: 'Connect the sources',
          description:
            'We onboard the logs that matter most first: identity, endpoint, network and critical applications.',
        },
        {
          title: 'Tune detections',
          description: 'Detections are tuned to your environment so analysts spend time on real threats.',
        },
        {
          title: 'Report and improve',
          description: 'Monthly reports on detections, incidents and coverage drive the next improvements.',
        },
      ],
      contexts: [
        'Agencies needing round-the-clock monitoring',
        'Organizations consolidating logs into a cloud SIEM',
        'Systems with M-21-31 logging requirements',
      ],
      relatedSlugs: ['incident-response-forensics', 'endpoint-device-protection', 'network-security'],
      summary:
        'Around-the-clock security operations center and extended detection and response (XDR) services that correlate logs, hunt threats and escalate incidents, with logging aligned to OMB M-21-31.',
      seo: {
        title: 'Security Operations Center (SOC/XDR) | GlobalTekForce',
        description:
          '24/7 SOC monitoring, SIEM and XDR correlation, threat hunting and escalation, with event logging that meets OMB M-21-31 maturity tiers.',
      },
    },
    'governance-risk-compliance': {
      overview: [
        'Every federal information system needs an authorization to operate, and FISMA requires agencies to manage security risk continuously afterwards. The NIST Risk Management Framework in SP 800-37 provides the steps, but paperwork that does not match the system gives leaders a false picture of risk.',
        'We run the RMF lifecycle with security documentation grounded in the real system. Our team categorizes systems under FIPS 199, selects and tailors NIST SP 800-53 Rev. 5 controls, writes system security plans, supports independent assessments, manages POA&Ms and prepares ATO packages in eMASS, CSAM or Xacta. After authorization, continuous monitoring keeps the package current and supports ongoing authorization.',
      ],
      capabilities: [
        {
          title: 'System security plans',
          description:
            'Categorization, control selection and implementation statements that describe how each control really works.',
        },
        {
          title: 'Control assessments',
          description:
            'Assessment preparation and support, or independent assessments following NIST SP 800-53A.',
        },
        {
          title: 'ATO packages',
          description:
            'Security assessment reports, risk summaries and authorization packages in eMASS, CSAM or Xacta.',
        },
        {
          title: 'Continuous monitoring',
          description:
            'Monthly POA&M updates, annual assessments and metrics reporting for ongoing authorization.',
        },
      ],
      approach: [
        {
          title: 'Understand the system',
          description:
            'We work with engineers to document boundaries, data flows and real control implementations.',
        },
        {
          title: 'Assess and remediate',
          description:
            'Gaps found before the assessment are fixed or planned, so the package tells no surprises.',
        },
        {
          title: 'Monitor continuously',
          description: 'Ongoing monitoring keeps risk information current between authorizations.',
        },
      ],
      contexts: [
        'New federal systems seeking an initial ATO',
        'Systems moving to ongoing authorization',
        'Agencies preparing for FISMA evaluations',
      ],
      relatedSlugs: ['cloud-security', 'governance-and-oversight', 'audit-support'],
      summary:
        'Risk Management Framework (RMF) and FISMA compliance, from system categorization and security plans to control assessments, POA&M management and Authority to Operate (ATO) packages.',
      seo: {
        title: 'Governance, Risk and Compliance (RMF/ATO) | GlobalTekForce',
        description:
          'RMF and FISMA compliance support: security plans, NIST SP 800-53 control assessments, POA&M tracking and ATO package preparation.',
      },
    },
    'penetration-testing-vulnerability-management': {
      overview: [
        'Scanners find known weaknesses; penetration testers show what an attacker could actually achieve by chaining them together. Both are needed, and both are wasted if findings are not fixed and verified.',
        'Our certified testers (OSCP, GPEN, CEH) perform authorized penetration tests of external and internal networks, web applications, APIs, cloud environments and wireless networks, under rules of engagement agreed in advance. Reports explain each finding, its evidence, its business impact and how to fix it. We then run the vulnerability management program that tracks remediation and retest every fix.',
      ],
      capabilities: [
        {
          title: 'Network penetration testing',
          description:
            'External and internal tests that probe perimeter, Active Directory and lateral movement paths.',
        },
        {
          title: 'Application and API testing',
          description:
            'Manual and tool-assisted testing of web applications and APIs, including authentication and business logic flaws.',
        },
        {
          title: 'Cloud and wireless testing',
          description:
            'Tests of cloud configurations, identities and wireless networks within approved scope.',
        },
        {
          title: 'Remediation tracking and retesting',
          description: 'Findings tracked to closure with retests that confirm fixes actually work.',
        },
      ],
      approach: [
        {
          title: 'Agree the rules',
          description: 'Scope, timing, methods and contacts are set in signed rules of engagement.',
        },
        {
          title: 'Test and report',
          description:
            'Testing follows NIST SP 800-115 and PTES, with critical findings reported immediately.',
        },
        {
          title: 'Verify fixes',
          description: 'We retest remediated findings and update the POA&M with evidence.',
        },
      ],
      contexts: [
        'Systems requiring penetration tests for their ATO',
        'Public-facing applications before major releases',
        'Agencies validating zero trust controls',
      ],
      relatedSlugs: [
        'security-and-vulnerability-management',
        'application-security',
        'incident-response-forensics',
      ],
      summary:
        'Authorized penetration tests of networks, applications and cloud environments, plus a vulnerability management program that ranks findings by risk and verifies every fix.',
      seo: {
        title: 'Penetration Testing Services | GlobalTekForce',
        description:
          'Network, application and cloud penetration testing with risk-ranked findings, remediation guidance and retesting to confirm fixes.',
      },
    },
    'incident-response-forensics': {
      overview: [
        'When an incident happens, the first hours decide how much damage it does. Agencies must report incidents to CISA within set timelines, preserve evidence and restore operations, often while under intense scrutiny.',
        'We help organizations prepare for and handle incidents. Before an incident, we write response plans and playbooks aligned with NIST SP 800-61 and the CISA federal incident response playbooks, and run tabletop exercises with technical and executive staff. During an incident, our responders scope, contain and eradicate the threat, collect forensic images and logs with chain of custody, and support recovery and reporting. Afterwards, we lead lessons-learned reviews.',
      ],
      capabilities: [
        {
          title: 'Incident response planning',
          description: 'Plans, playbooks and contact lists aligned with NIST SP 800-61 and CISA playbooks.',
        },
        {
          title: 'Tabletop exercises',
          description:
            'Realistic ransomware, insider and data breach scenarios exercised with technical and leadership teams.',
        },
        {
          title: 'Containment and eradication',
          description:
            'Hands-on response to isolate affected systems, remove attacker access and restore safely.',
        },
        {
          title: 'Digital forensics',
          description:
            'Disk, memory and log forensics with chain of custody to determine scope, cause and data affected.',
        },
      ],
      approach: [
        {
          title: 'Prepare',
          description:
            'Plans, tools and access are in place before an incident, and teams have practiced using them.',
        },
        {
          title: 'Respond',
          description: 'Responders contain the threat, preserve evidence and keep leadership informed.',
        },
        {
          title: 'Learn',
          description: 'After-action reviews turn each incident into concrete improvements.',
        },
      ],
      contexts: [
        'Agencies building incident response capability',
        'Organizations responding to ransomware or account compromise',
        'Leadership teams exercising breach decision-making',
      ],
      relatedSlugs: [
        'security-operations-center',
        'disaster-recovery-and-management',
        'penetration-testing-vulnerability-management',
      ],
      summary:
        'Incident response planning, tabletop exercises and hands-on containment, with digital forensics that preserve evidence and reporting that follows the CISA federal incident response playbooks.',
      seo: {
        title: 'Incident Response and Forensics | GlobalTekForce',
        description:
          'Incident response plans, tabletop exercises, containment, digital forensics and CISA-aligned reporting when a breach happens.',
      },
    },
  },
} satisfies CategoryCopy
