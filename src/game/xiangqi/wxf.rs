//! WXF and Chinese move names.
