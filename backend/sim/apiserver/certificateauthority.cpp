#include "sim/apiserver/certificateauthority.h"

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <memory>

namespace ascendops::sim {
namespace {

struct Deleter
{
    void operator()(EVP_PKEY *p) const { EVP_PKEY_free(p); }
    void operator()(X509 *p) const { X509_free(p); }
    void operator()(BIO *p) const { BIO_free(p); }
    void operator()(X509_EXTENSION *p) const { X509_EXTENSION_free(p); }
};
using KeyPtr = std::unique_ptr<EVP_PKEY, Deleter>;
using CertPtr = std::unique_ptr<X509, Deleter>;
using BioPtr = std::unique_ptr<BIO, Deleter>;

constexpr long kOneYear = 365L * 24 * 3600;

QString opensslError(const char *step)
{
    char text[256] = {};
    ERR_error_string_n(ERR_get_error(), text, sizeof text);
    return QStringLiteral("certificate authority: %1 failed: %2").arg(QLatin1String(step), QString::fromLatin1(text));
}

bool addExtension(X509 *cert, X509 *issuer, int nid, const char *value)
{
    X509V3_CTX ctx;
    X509V3_set_ctx_nodb(&ctx);
    X509V3_set_ctx(&ctx, issuer, cert, nullptr, nullptr, 0);
    std::unique_ptr<X509_EXTENSION, Deleter> ext(X509V3_EXT_conf_nid(nullptr, &ctx, nid, value));
    return ext && X509_add_ext(cert, ext.get(), -1) == 1;
}

bool setName(X509 *cert, const char *commonName, bool issuerToo)
{
    X509_NAME *name = X509_get_subject_name(cert);
    X509_NAME_add_entry_by_txt(name, "O", MBSTRING_ASC, reinterpret_cast<const unsigned char *>("ascendops-sim"), -1, -1, 0);
    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char *>(commonName), -1, -1, 0);
    return !issuerToo || X509_set_issuer_name(cert, name) == 1;
}

// A v3 certificate with a random serial, valid from an hour ago (clock skew) for a year.
CertPtr newCertificate(EVP_PKEY *publicKey)
{
    CertPtr cert(X509_new());
    unsigned char serial[16];
    if (!cert || RAND_bytes(serial, sizeof serial) != 1)
        return nullptr;
    serial[0] &= 0x7f;   // a positive integer, as RFC 5280 asks
    BIGNUM *bn = BN_bin2bn(serial, sizeof serial, nullptr);
    const bool ok = bn && X509_set_version(cert.get(), 2) == 1
        && BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert.get())) != nullptr
        && X509_gmtime_adj(X509_getm_notBefore(cert.get()), -3600) != nullptr
        && X509_gmtime_adj(X509_getm_notAfter(cert.get()), kOneYear) != nullptr
        && X509_set_pubkey(cert.get(), publicKey) == 1;
    BN_free(bn);
    return ok ? std::move(cert) : nullptr;
}

QByteArray certificatePem(X509 *cert)
{
    BioPtr bio(BIO_new(BIO_s_mem()));
    if (!bio || PEM_write_bio_X509(bio.get(), cert) != 1)
        return {};
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return QByteArray(data, size);
}

QByteArray privateKeyPem(EVP_PKEY *key)
{
    BioPtr bio(BIO_new(BIO_s_mem()));
    if (!bio || PEM_write_bio_PrivateKey(bio.get(), key, nullptr, nullptr, 0, nullptr, nullptr) != 1)
        return {};
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    QByteArray pem(data, size);
    OPENSSL_cleanse(data, std::size_t(size));
    return pem;
}

CertPtr makeCa(EVP_PKEY *caKey, QString *error)
{
    CertPtr ca = newCertificate(caKey);
    if (!ca || !setName(ca.get(), "ascendops-sim-ca", true)) {
        *error = opensslError("CA certificate fields");
        return nullptr;
    }
    if (!addExtension(ca.get(), ca.get(), NID_basic_constraints, "critical,CA:TRUE")
        || !addExtension(ca.get(), ca.get(), NID_key_usage, "critical,keyCertSign,cRLSign,digitalSignature")
        || !addExtension(ca.get(), ca.get(), NID_subject_key_identifier, "hash")) {
        *error = opensslError("CA extensions");
        return nullptr;
    }
    if (X509_sign(ca.get(), caKey, EVP_sha256()) == 0) {
        *error = opensslError("CA signature");
        return nullptr;
    }
    return ca;
}

QByteArray subjectAltNames(const QStringList &ipAddresses, const QStringList &dnsNames)
{
    QStringList names;
    for (const QString &ip : ipAddresses)
        names << QStringLiteral("IP:") + ip;
    for (const QString &dns : dnsNames)
        names << QStringLiteral("DNS:") + dns;
    return names.join(QLatin1Char(',')).toLatin1();
}

CertPtr makeServer(X509 *ca, EVP_PKEY *caKey, EVP_PKEY *serverKey, const QByteArray &altNames, QString *error)
{
    CertPtr cert = newCertificate(serverKey);
    if (!cert || !setName(cert.get(), "ascendops-sim-apiserver", false)
        || X509_set_issuer_name(cert.get(), X509_get_subject_name(ca)) != 1) {
        *error = opensslError("serving certificate fields");
        return nullptr;
    }
    if (!addExtension(cert.get(), ca, NID_basic_constraints, "critical,CA:FALSE")
        || !addExtension(cert.get(), ca, NID_key_usage, "critical,digitalSignature,keyEncipherment")
        || !addExtension(cert.get(), ca, NID_ext_key_usage, "serverAuth")
        || !addExtension(cert.get(), ca, NID_authority_key_identifier, "keyid:always")
        || !addExtension(cert.get(), ca, NID_subject_alt_name, altNames.constData())) {
        *error = opensslError("serving certificate extensions");
        return nullptr;
    }
    if (X509_sign(cert.get(), caKey, EVP_sha256()) == 0) {
        *error = opensslError("serving certificate signature");
        return nullptr;
    }
    return cert;
}

} // namespace

std::optional<ServingIdentity> makeServingIdentity(const QStringList &ipAddresses, const QStringList &dnsNames,
                                                   QString *error)
{
    KeyPtr caKey(EVP_EC_gen("P-256"));
    KeyPtr serverKey(EVP_EC_gen("P-256"));
    if (!caKey || !serverKey) {
        *error = opensslError("EC P-256 key generation");
        return std::nullopt;
    }
    CertPtr ca = makeCa(caKey.get(), error);
    if (!ca)
        return std::nullopt;
    CertPtr server = makeServer(ca.get(), caKey.get(), serverKey.get(), subjectAltNames(ipAddresses, dnsNames), error);
    if (!server)
        return std::nullopt;
    ServingIdentity identity;
    identity.caCertificate = QSslCertificate(certificatePem(ca.get()), QSsl::Pem);
    identity.serverCertificate = QSslCertificate(certificatePem(server.get()), QSsl::Pem);
    QByteArray keyPem = privateKeyPem(serverKey.get());
    identity.serverKey = QSslKey(keyPem, QSsl::Ec, QSsl::Pem);
    keyPem.fill('\0');
    if (identity.caCertificate.isNull() || identity.serverCertificate.isNull() || identity.serverKey.isNull()) {
        *error = QStringLiteral("certificate authority: Qt could not load the generated certificate or key");
        return std::nullopt;
    }
    return identity;
}

} // namespace ascendops::sim
