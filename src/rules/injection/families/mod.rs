//! The pattern families, one module each, in the order of [`Fam`]: its
//! trigger words, its patterns, its matcher (a function over a
//! [`Scan`](super::core::Scan)), its grading if any, and its tests.
//!
//! [`Fam`]: super::Fam

pub(super) mod chat_template_marker;
pub(super) mod concealment;
pub(super) mod consent_bypass;
pub(super) mod credential_exfiltration;
pub(super) mod cross_tool_shadowing;
pub(super) mod dangerous_command;
pub(super) mod data_exfiltration;
pub(super) mod encoded_payload;
pub(super) mod forced_ordering;
pub(super) mod hidden_tag_block;
pub(super) mod instruction_override;
pub(super) mod invisible_characters;
pub(super) mod multilingual_override;
pub(super) mod obfuscated_instruction;
pub(super) mod padding_concealment;
pub(super) mod role_override;
pub(super) mod safety_bypass;
pub(super) mod secret_file_access;
pub(super) mod system_directive;
