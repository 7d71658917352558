#pragma once
// Owning pointers for libssh handles (internal to the SSH layer; nothing
// outside backend/ssh includes libssh).
#include <libssh/libssh.h>

#include <QString>

#include <memory>

namespace ascendops::ssh {

struct LibsshSessionFree { void operator()(ssh_session s) const { ssh_free(s); } };
struct LibsshChannelFree { void operator()(ssh_channel c) const { ssh_channel_free(c); } };
struct LibsshKeyFree { void operator()(ssh_key k) const { ssh_key_free(k); } };
struct LibsshKnownHostsEntryFree { void operator()(ssh_knownhosts_entry *e) const { ssh_knownhosts_entry_free(e); } };
struct LibsshCharFree { void operator()(char *s) const { ssh_string_free_char(s); } };

using SessionHandle = std::unique_ptr<ssh_session_struct, LibsshSessionFree>;
using ChannelHandle = std::unique_ptr<ssh_channel_struct, LibsshChannelFree>;
using KeyHandle = std::unique_ptr<ssh_key_struct, LibsshKeyFree>;
using KnownHostsEntryHandle = std::unique_ptr<ssh_knownhosts_entry, LibsshKnownHostsEntryFree>;
using LibsshString = std::unique_ptr<char, LibsshCharFree>;

// libssh's last error for a session, or "unknown error".
inline QString libsshError(ssh_session session)
{
    const char *text = session ? ssh_get_error(session) : nullptr;
    return text && *text ? QString::fromUtf8(text) : QStringLiteral("unknown error");
}

} // namespace ascendops::ssh
