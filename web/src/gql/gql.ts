/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PlacesKey {\n    googlePlacesKey {\n      apiKey\n      configured\n    }\n  }\n": typeof types.PlacesKeyDocument,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n": typeof types.MyCalendarFeedDocument,
    "\n  query TalentCalendarFeed($talentId: Int!) {\n    talentCalendarFeed(talentId: $talentId) {\n      active\n      createdAt\n    }\n  }\n": typeof types.TalentCalendarFeedDocument,
    "\n  mutation RotateMyCalendarFeed {\n    rotateMyCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.RotateMyCalendarFeedDocument,
    "\n  mutation RevokeMyCalendarFeed {\n    revokeMyCalendarFeed\n  }\n": typeof types.RevokeMyCalendarFeedDocument,
    "\n  mutation RotateTalentCalendarFeed($talentId: Int!) {\n    rotateTalentCalendarFeed(talentId: $talentId) {\n      url\n      createdAt\n    }\n  }\n": typeof types.RotateTalentCalendarFeedDocument,
    "\n  mutation RevokeTalentCalendarFeed($talentId: Int!) {\n    revokeTalentCalendarFeed(talentId: $talentId)\n  }\n": typeof types.RevokeTalentCalendarFeedDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateClientDocument,
    "\n  mutation UpdateClient($id: Int!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      updatedAt\n    }\n  }\n": typeof types.UpdateClientDocument,
    "\n  fragment EmailDelivery on Email {\n    id\n    template\n    toAddress\n    status\n    attempts\n    lastError\n    transport\n    createdAt\n    sentAt\n    failedAt\n  }\n": typeof types.EmailDeliveryFragmentDoc,
    "\n  mutation UploadImage($image: Upload) {\n    uploadImage(image: $image) {\n      url\n    }\n  }\n": typeof types.UploadImageDocument,
    "\n  mutation CreateClientPackage($input: ClientPackageInput!) {\n    createClientPackage(input: $input) {\n      url\n      emailTransport\n      package {\n        id\n        expiresAt\n      }\n    }\n  }\n": typeof types.CreateClientPackageDocument,
    "\n  query ClientPackages($requestId: Int, $clientId: Int) {\n    clientPackages(requestId: $requestId, clientId: $clientId) {\n      id\n      title\n      clientName\n      clientEmail\n      status\n      createdAt\n      expiresAt\n      createdBy\n      viewCount\n      views\n      picksSentAt\n      talents {\n        talentId\n        talentName\n        pick\n        comment\n        pickedAt\n      }\n    }\n  }\n": typeof types.ClientPackagesDocument,
    "\n  mutation RevokeClientPackage($id: Int!) {\n    revokeClientPackage(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RevokeClientPackageDocument,
    "\n  query PackageTalentSearch($search: String, $ids: [Int!], $limit: Int) {\n    talents(filter: { search: $search, ids: $ids }, limit: $limit) {\n      id\n      displayName\n      categories {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PackageTalentSearchDocument,
    "\n  query PickerAvailability($talentIds: [Int!]!, $from: Date!, $to: Date!) {\n    talentAvailability(talentIds: $talentIds, from: $from, to: $to) {\n      talentId\n      available\n    }\n  }\n": typeof types.PickerAvailabilityDocument,
    "\n  query PendingProfileChangeCount {\n    pendingProfileChangeCount\n  }\n": typeof types.PendingProfileChangeCountDocument,
    "\n  query UnreadContactMessageCount {\n    unreadContactMessageCount\n  }\n": typeof types.UnreadContactMessageCountDocument,
    "\n  query CalendarBookings($from: Date!, $to: Date!, $talentId: Int, $categoryId: Int, $status: [BookingStatus!]) {\n    bookings(from: $from, to: $to, talentId: $talentId, categoryId: $categoryId, status: $status) {\n      id\n      status\n      optionRank\n      startDate\n      endDate\n      rateCents\n      note\n      sharedWithTalent\n      overrideReason\n      talentId\n      talent {\n        id\n        name\n      }\n      job {\n        id\n        title\n        location\n        startTime\n        endTime\n        client {\n          id\n          clientName\n          organizationName\n        }\n      }\n    }\n    bookOuts(from: $from, to: $to, talentId: $talentId) {\n      id\n      talentId\n      startDate\n      endDate\n      note\n      talent {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CalendarBookingsDocument,
    "\n  query CalendarFilters {\n    categories {\n      id\n      name\n    }\n    staffTalents(sort: NAME, direction: ASC, limit: 100, status: \"all\") {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.CalendarFiltersDocument,
    "\n  fragment BookingResultFields on BookingResult {\n    booking {\n      id\n      status\n      optionRank\n    }\n    warnings {\n      code\n      message\n    }\n    promoted {\n      id\n      talent {\n        name\n      }\n      job {\n        id\n        title\n      }\n    }\n  }\n": typeof types.BookingResultFieldsFragmentDoc,
    "\n  mutation ConfirmBooking($id: Int!, $override: BookingOverrideInput) {\n    confirmBooking(id: $id, override: $override) {\n      ...BookingResultFields\n    }\n  }\n": typeof types.ConfirmBookingDocument,
    "\n  mutation ReleaseBooking($id: Int!, $reason: String) {\n    releaseBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n": typeof types.ReleaseBookingDocument,
    "\n  mutation CancelBooking($id: Int!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  mutation UpdateBooking($id: Int!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      id\n      rateCents\n      note\n      sharedWithTalent\n    }\n  }\n": typeof types.UpdateBookingDocument,
    "\n  mutation DeleteBookOut($id: Int!) {\n    deleteBookOut(id: $id)\n  }\n": typeof types.DeleteBookOutDocument,
    "\n  mutation CreateCalendarJob($input: JobInput!) {\n    createJob(input: $input) {\n      id\n      title\n      startDate\n    }\n  }\n": typeof types.CreateCalendarJobDocument,
    "\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      ...BookingResultFields\n    }\n  }\n": typeof types.PlaceHoldDocument,
    "\n  mutation CreateBookOut($input: BookOutInput!) {\n    createBookOut(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateBookOutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      expiresAt\n    }\n  }\n": typeof types.PasswordLinkDocument,
    "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SetPasswordWithTokenDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  fragment NewsCard on NewsUpdate {\n    id\n    title\n    excerpt\n    imageUrl\n    publishedAt\n    createdAt\n  }\n": typeof types.NewsCardFragmentDoc,
    "\n  fragment TalentCard on Talent {\n    id\n    firstName\n    lastInitial\n    age\n    suburb\n    state\n    height\n    categories {\n      id\n      name\n    }\n    images {\n      id\n    }\n    coverImage {\n      id\n      caption\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n    firstImageUrl\n    imageUrl\n    headshotUrl\n    fullBodyShotUrl\n    additionalImages\n  }\n": typeof types.TalentCardFragmentDoc,
    "\n  mutation ChangeOwnPassword($currentPassword: String!, $newPassword: String!) {\n    changeOwnPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.ChangeOwnPasswordDocument,
    "\n  mutation ValidateImageFilenames($filenames: [String!]!) {\n    validateImageFilenames(filenames: $filenames) {\n      valid\n      invalid\n    }\n  }\n": typeof types.ValidateImageFilenamesDocument,
    "\n  mutation BulkUploadImages($images: [Upload!]!) {\n    bulkUploadImages(images: $images) {\n      total\n      successful\n      matched\n      unmatched\n      uploadErrors {\n        filename\n        error\n      }\n      updateErrors {\n        filename\n        error\n      }\n      details {\n        filename\n        status\n        talentId\n        imageId\n        message\n        error\n      }\n    }\n  }\n": typeof types.BulkUploadImagesDocument,
    "\n  mutation DeleteAllTalentImages {\n    deleteAllTalentImages {\n      deleted\n      total\n    }\n  }\n": typeof types.DeleteAllTalentImagesDocument,
    "\n  query JobClientSearch($search: String) {\n    clientPage(search: $search, limit: 20) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n      }\n    }\n  }\n": typeof types.JobClientSearchDocument,
    "\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      imageUrl\n      talentCount\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  query AdminClientDetails($id: Int!) {\n    client(id: $id) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.AdminClientDetailsDocument,
    "\n  query AdminClientRequests($id: Int!) {\n    clientRequests(clientId: $id) {\n      id\n      status\n      createdAt\n      projectDescription\n      projectStartDate\n      projectEndDate\n    }\n  }\n": typeof types.AdminClientRequestsDocument,
    "\n  query AdminClients($search: String, $offset: Int) {\n    clientPage(search: $search, offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        email\n        phone\n        address\n        notes\n        isActive\n        updatedAt\n        requestCount\n      }\n    }\n  }\n": typeof types.AdminClientsDocument,
    "\n  mutation DeleteClient($id: Int!) {\n    deleteClient(id: $id)\n  }\n": typeof types.DeleteClientDocument,
    "\n  query AdminDashboard {\n    talentCounts {\n      total\n      pending\n    }\n    requestCounts {\n      total\n      pending\n    }\n    pendingTalents: staffTalents(tab: PENDING, sort: SUBMITTED, direction: DESC, limit: 5) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n    publishedTalents: staffTalents(tab: PUBLISHED, sort: PUBLISHED, direction: DESC, limit: 5) {\n      items {\n        id\n        firstName\n        lastName\n        publishedAt\n        categories {\n          id\n          name\n        }\n      }\n    }\n    recentActivity(limit: 10) {\n      id\n      summary\n      createdAt\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query ContactMessages($limit: Int, $offset: Int) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        subject\n        message\n        createdAt\n        readAt\n        handledAt\n        emails {\n          ...EmailDelivery\n        }\n      }\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageRead($id: Int!, $read: Boolean) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkContactMessageReadDocument,
    "\n  mutation MarkContactMessageHandled($id: Int!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n": typeof types.MarkContactMessageHandledDocument,
    "\n  query AdminNewsUpdates {\n    newsUpdates {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n": typeof types.AdminNewsUpdatesDocument,
    "\n  mutation CreateNewsUpdate($input: NewsUpdateInput!) {\n    createNewsUpdate(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateNewsUpdateDocument,
    "\n  mutation UpdateNewsUpdate($id: Int!, $input: NewsUpdateInput!) {\n    updateNewsUpdate(id: $id, input: $input) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n": typeof types.UpdateNewsUpdateDocument,
    "\n  mutation SetNewsUpdatePublished($id: Int!, $published: Boolean!) {\n    setNewsUpdatePublished(id: $id, published: $published) {\n      id\n      isPublished\n      displayDate\n    }\n  }\n": typeof types.SetNewsUpdatePublishedDocument,
    "\n  mutation DeleteNewsUpdate($id: Int!) {\n    deleteNewsUpdate(id: $id)\n  }\n": typeof types.DeleteNewsUpdateDocument,
    "\n  query ProfileChangesList {\n    profileChanges(status: PENDING) {\n      id\n      createdAt\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        status\n      }\n    }\n    talentRemovalRequests {\n      talentId\n      requestedAt\n      reason\n      talent {\n        id\n        name\n        thumbUrl\n      }\n    }\n  }\n": typeof types.ProfileChangesListDocument,
    "\n  query ProfileChangeReview($id: Int!) {\n    profileChange(id: $id) {\n      id\n      createdAt\n      decidedAt\n      status\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n": typeof types.ProfileChangeReviewDocument,
    "\n  mutation ReviewProfileChange($id: Int!, $decisions: [ProfileChangeDecisionInput!]!) {\n    reviewProfileChange(id: $id, decisions: $decisions) {\n      id\n      decidedAt\n      status\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n": typeof types.ReviewProfileChangeDocument,
    "\n  query AdminRequestDetails($id: Int!) {\n    talentRequest(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        notes\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n": typeof types.AdminRequestDetailsDocument,
    "\n  mutation UpdateRequestStatus($id: Int!, $status: String!, $responseNotes: String) {\n    updateTalentRequestStatus(id: $id, status: $status, responseNotes: $responseNotes) {\n      id\n      status\n      responseNotes\n    }\n  }\n": typeof types.UpdateRequestStatusDocument,
    "\n  mutation DeleteTalentRequest($id: Int!) {\n    deleteTalentRequest(id: $id)\n  }\n": typeof types.DeleteTalentRequestDocument,
    "\n  mutation CreateJobFromRequest($requestId: Int!, $startDate: Date, $endDate: Date) {\n    createJobFromRequest(requestId: $requestId, startDate: $startDate, endDate: $endDate) {\n      job {\n        id\n        title\n        startDate\n        endDate\n      }\n      holds {\n        id\n        optionRank\n        talent {\n          name\n        }\n      }\n      warnings {\n        code\n        message\n      }\n      skippedTalentIds\n    }\n  }\n": typeof types.CreateJobFromRequestDocument,
    "\n  query AdminTalentRequests($offset: Int) {\n    talentRequestPage(offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        phone\n        email\n        projectDescription\n        projectStartDate\n        projectEndDate\n        status\n        responseNotes\n        createdAt\n        requestedTalents {\n          id\n          name\n          exists\n        }\n        client {\n          id\n          clientName\n        }\n      }\n    }\n  }\n": typeof types.AdminTalentRequestsDocument,
    "\n  query StaffAccounts {\n    staffAccounts {\n      id\n      email\n      status\n      isActive\n      isSelf\n      createdAt\n      lastLoginAt\n      invitedBy\n      invitationExpiresAt\n    }\n  }\n": typeof types.StaffAccountsDocument,
    "\n  mutation InviteStaff($email: String!) {\n    inviteStaff(email: $email) {\n      id\n      status\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation DeactivateStaff($id: Int!) {\n    deactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n": typeof types.DeactivateStaffDocument,
    "\n  mutation ReactivateStaff($id: Int!) {\n    reactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n": typeof types.ReactivateStaffDocument,
    "\n  fragment TalentDocumentsFields on AdminTalent {\n    id\n    documents {\n      id\n      title\n      fileType\n      fileSize\n      documentType\n      storageUrl\n    }\n  }\n": typeof types.TalentDocumentsFieldsFragmentDoc,
    "\n  mutation AddTalentDocument($talentId: Int!, $file: Upload, $documentType: String!) {\n    addTalentDocument(talentId: $talentId, file: $file, documentType: $documentType) {\n      id\n    }\n  }\n": typeof types.AddTalentDocumentDocument,
    "\n  mutation ReplaceTalentDocument($id: Int!, $file: Upload) {\n    replaceTalentDocument(id: $id, file: $file) {\n      id\n    }\n  }\n": typeof types.ReplaceTalentDocumentDocument,
    "\n  mutation DeleteTalentDocument($id: Int!) {\n    deleteTalentDocument(id: $id)\n  }\n": typeof types.DeleteTalentDocumentDocument,
    "\n  query TalentHistory($id: Int!) {\n    activityFor(subjectType: \"Talent\", subjectId: $id, limit: 50) {\n      id\n      createdAt\n      summary\n    }\n  }\n": typeof types.TalentHistoryDocument,
    "\n  fragment TalentMediaFields on AdminTalent {\n    id\n    firstName\n    images {\n      id\n      caption\n      sequence\n      storageUrl\n      thumbUrl\n    }\n    ...TalentDocumentsFields\n  }\n": typeof types.TalentMediaFieldsFragmentDoc,
    "\n  mutation AddTalentImage($talentId: Int!, $image: Upload) {\n    addTalentImage(talentId: $talentId, image: $image) {\n      id\n    }\n  }\n": typeof types.AddTalentImageDocument,
    "\n  mutation UpdateImageCaption($id: Int!, $caption: String) {\n    updateTalentImage(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n": typeof types.UpdateImageCaptionDocument,
    "\n  mutation ReorderImages($talentId: Int!, $imageIds: [Int!]!) {\n    reorderTalentImages(talentId: $talentId, imageIds: $imageIds) {\n      id\n      sequence\n    }\n  }\n": typeof types.ReorderImagesDocument,
    "\n  mutation SetMainImage($id: Int!) {\n    setMainTalentImage(id: $id) {\n      id\n      sequence\n    }\n  }\n": typeof types.SetMainImageDocument,
    "\n  mutation DeleteImage($id: Int!) {\n    deleteTalentImage(id: $id)\n  }\n": typeof types.DeleteImageDocument,
    "\n  fragment TalentEditorFields on AdminTalent {\n    id\n    version\n    createdAt\n    isPublished\n    firstName\n    lastName\n    ...TalentEditorTableFields\n    ...TalentMediaFields\n  }\n": typeof types.TalentEditorFieldsFragmentDoc,
    "\n  mutation SaveTalentInfo($id: Int!, $input: TalentUpdateInput!, $expectedVersion: Int) {\n    updateTalent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...TalentEditorFields\n    }\n  }\n": typeof types.SaveTalentInfoDocument,
    "\n  query TalentEditor($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...TalentEditorFields\n    }\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.TalentEditorDocument,
    "\n  fragment TalentEditorTableFields on AdminTalent {\n    firstName\n    lastName\n    email\n    phone\n    gender\n    age\n    height\n    birthDay\n    birthMonth\n    birthYear\n    eyeColor\n    hairColor\n    smoker\n    houseUnitNumber\n    location\n    suburb\n    postcode\n    state\n    bio\n    credits {\n      year\n      production\n      role\n      company\n    }\n    reels {\n      url\n      title\n    }\n    skills\n    playableAgeMin\n    playableAgeMax\n    playableAgeNA\n    categoryIds\n    isApproved\n    isPublished\n    featured\n    notes\n  }\n": typeof types.TalentEditorTableFieldsFragmentDoc,
    "\n  query TalentPortal($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      removalRequestedAt\n      removalReason\n      portalAccess {\n        ...PortalAccessFields\n      }\n    }\n  }\n": typeof types.TalentPortalDocument,
    "\n  fragment PortalAccessFields on PortalAccess {\n    status\n    username\n    invitedAt\n    invitationExpiresAt\n    lastLoginAt\n  }\n": typeof types.PortalAccessFieldsFragmentDoc,
    "\n  mutation InviteTalentToPortal($talentId: Int!) {\n    inviteTalentToPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n": typeof types.InviteTalentToPortalDocument,
    "\n  mutation RevokeTalentPortal($talentId: Int!) {\n    revokeTalentPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n": typeof types.RevokeTalentPortalDocument,
    "\n  mutation RemoveTalentPersonalData($talentId: Int!, $confirmName: String!) {\n    removeTalentPersonalData(talentId: $talentId, confirmName: $confirmName)\n  }\n": typeof types.RemoveTalentPersonalDataDocument,
    "\n  mutation BulkTalentAction($action: TalentAction!, $ids: [Int!]!, $notify: Boolean) {\n    bulkTalentAction(action: $action, ids: $ids, notify: $notify) {\n      changed {\n        id\n        status\n        isApproved\n        isPublished\n        version\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n": typeof types.BulkTalentActionDocument,
    "\n  fragment ReviewTalent on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    isApproved\n    isPublished\n    declinedAt\n    notes\n    ...SubmissionDetails\n  }\n": typeof types.ReviewTalentFragmentDoc,
    "\n  query ReviewTalentById($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...ReviewTalent\n    }\n  }\n": typeof types.ReviewTalentByIdDocument,
    "\n  query ReviewTalentEmails($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n    }\n  }\n": typeof types.ReviewTalentEmailsDocument,
    "\n  mutation ReviewPublishTalent($id: Int!, $notify: Boolean) {\n    publishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n": typeof types.ReviewPublishTalentDocument,
    "\n  mutation ReviewUnpublishTalent($id: Int!, $notify: Boolean) {\n    unpublishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n": typeof types.ReviewUnpublishTalentDocument,
    "\n  mutation AddTalentsToCategory($categoryId: Int!, $ids: [Int!]!) {\n    addTalentsToCategory(categoryId: $categoryId, ids: $ids) {\n      changed {\n        id\n        version\n        categories {\n          id\n          name\n        }\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n": typeof types.AddTalentsToCategoryDocument,
    "\n  query SelectedTalentsCsv($ids: [Int!]!) {\n    adminTalentsCsv(ids: $ids)\n  }\n": typeof types.SelectedTalentsCsvDocument,
    "\n  mutation DeleteTalent($id: Int!) {\n    deleteTalent(id: $id)\n  }\n": typeof types.DeleteTalentDocument,
    "\n  mutation SetTalentFeatured($id: Int!, $featured: Boolean!) {\n    updateTalent(id: $id, input: { featured: $featured }) {\n      id\n      featured\n      version\n    }\n  }\n": typeof types.SetTalentFeaturedDocument,
    "\n  mutation ReviewApproveTalent($id: Int!, $notify: Boolean, $notes: String, $publish: Boolean, $invitePortal: Boolean) {\n    approveTalent(id: $id, notify: $notify, notes: $notes, publish: $publish, invitePortal: $invitePortal) {\n      id\n      status\n      isApproved\n      isPublished\n      publishedAt\n      declinedAt\n      declineReason\n      notes\n      version\n    }\n  }\n": typeof types.ReviewApproveTalentDocument,
    "\n  mutation ReviewDeclineTalent($id: Int!, $reason: String!, $notify: Boolean) {\n    declineTalent(id: $id, reason: $reason, notify: $notify) {\n      id\n      status\n      declinedAt\n      declineReason\n      version\n    }\n  }\n": typeof types.ReviewDeclineTalentDocument,
    "\n  fragment SubmissionDetails on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    phone\n    gender\n    facts {\n      key\n      label\n      value\n    }\n    bio\n    skills\n    status\n    createdAt\n    declinedAt\n    declineReason\n    filesRemovedAt\n    resumeUrl\n    categories {\n      id\n      name\n    }\n    images {\n      id\n      caption\n      storageUrl\n      cardUrl\n    }\n    documents {\n      id\n      title\n      fileType\n      storageUrl\n    }\n  }\n": typeof types.SubmissionDetailsFragmentDoc,
    "\n  mutation CreateTalentFromDialog($input: TalentCreateInput!) {\n    createTalent(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.CreateTalentFromDialogDocument,
    "\n  query TalentDialogCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.TalentDialogCategoriesDocument,
    "\n  query StaffTalents(\n    $tab: TalentTab\n    $search: String\n    $status: String\n    $categoryId: Int\n    $gender: String\n    $sort: StaffTalentSort\n    $direction: SortDirection\n    $limit: Int\n    $offset: Int\n    $availableFrom: Date\n    $availableTo: Date\n  ) {\n    staffTalents(\n      tab: $tab\n      search: $search\n      status: $status\n      categoryId: $categoryId\n      gender: $gender\n      sort: $sort\n      direction: $direction\n      limit: $limit\n      offset: $offset\n      availableFrom: $availableFrom\n      availableTo: $availableTo\n    ) {\n      total\n      counts {\n        pending\n        approved\n        published\n        unpublished\n        declined\n      }\n      items {\n        id\n        ...RosterRow\n      }\n    }\n    talentCounts {\n      total\n    }\n  }\n": typeof types.StaffTalentsDocument,
    "\n  query RosterCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.RosterCategoriesDocument,
    "\n  fragment RosterRow on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    location\n    suburb\n    state\n    status\n    isApproved\n    isPublished\n    featured\n    createdAt\n    firstImageUrl\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.RosterRowFragmentDoc,
    "\n  query AdminTestimonials {\n    testimonials {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n": typeof types.AdminTestimonialsDocument,
    "\n  mutation CreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTestimonialDocument,
    "\n  mutation UpdateTestimonial($id: Int!, $input: TestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n": typeof types.UpdateTestimonialDocument,
    "\n  mutation DeleteTestimonial($id: Int!) {\n    deleteTestimonial(id: $id)\n  }\n": typeof types.DeleteTestimonialDocument,
    "\n  query ClientPackage($token: String!) {\n    clientPackage(token: $token) {\n      title\n      message\n      clientName\n      expiresAt\n      picksSentAt\n      agent {\n        name\n      }\n      talents {\n        talentId\n        pick\n        comment\n        talent {\n          id\n          displayName\n          bio\n          skills\n          categories {\n            id\n            name\n          }\n          facts {\n            key\n            label\n            value\n          }\n          credits {\n            year\n            production\n            role\n            company\n          }\n          reels {\n            url\n            title\n            provider\n            embedUrl\n          }\n          images {\n            id\n            caption\n            storageUrl\n            original {\n              url\n              width\n              height\n            }\n            card {\n              url\n              width\n              height\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ClientPackageDocument,
    "\n  mutation SetPackagePick($token: String!, $talentId: Int!, $pick: String, $comment: String) {\n    setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) {\n      talentId\n      pick\n      comment\n    }\n  }\n": typeof types.SetPackagePickDocument,
    "\n  mutation SendPackagePicks($token: String!) {\n    sendPackagePicks(token: $token) {\n      picksSentAt\n    }\n  }\n": typeof types.SendPackagePicksDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      ...CategoryCard\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  fragment CategoryCard on Category {\n    id\n    name\n    imageUrl\n    talentCount\n  }\n": typeof types.CategoryCardFragmentDoc,
    "\n  query HomeFaces($limit: Int!) {\n    talents(limit: $limit, featuredFirst: true) {\n      id\n      ...TalentCard\n    }\n  }\n": typeof types.HomeFacesDocument,
    "\n  fragment HeroPoster on Talent {\n    id\n    displayName\n    coverImage {\n      id\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n  }\n": typeof types.HeroPosterFragmentDoc,
    "\n  query HeroPosters($limit: Int!) {\n    talentDirectory(limit: $limit) {\n      items {\n        id\n        ...HeroPoster\n      }\n    }\n  }\n": typeof types.HeroPostersDocument,
    "\n  query HomeNews {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  fragment TestimonialCard on Testimonial {\n    id\n    content\n    clientName\n    clientTitle\n    companyName\n    imageUrl\n    initials\n  }\n": typeof types.TestimonialCardFragmentDoc,
    "\n  query HomeTestimonials {\n    testimonials {\n      id\n      ...TestimonialCard\n    }\n  }\n": typeof types.HomeTestimonialsDocument,
    "\n  query NewsItem($id: Int!) {\n    newsUpdate(id: $id) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      publishedAt\n      createdAt\n    }\n  }\n": typeof types.NewsItemDocument,
    "\n  query NewsList {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  fragment PortalBookingFields on PortalBooking {\n    id\n    jobTitle\n    startDate\n    endDate\n    startTime\n    endTime\n    location\n    status\n    optionRank\n    rateCents\n    note\n  }\n": typeof types.PortalBookingFieldsFragmentDoc,
    "\n  query PortalOverview {\n    portal {\n      isApproved\n      isPublished\n      profile {\n        id\n        firstName\n        lastInitial\n        bio\n        skills\n        age\n        gender\n        playableAgeMin\n        playableAgeMax\n        playableAgeNA\n        height\n        eyeColor\n        hairColor\n        smoker\n        suburb\n        state\n        categories {\n          id\n          name\n        }\n        coverImage {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      upcomingBookings {\n        ...PortalBookingFields\n      }\n      bookOuts {\n        id\n        startDate\n        endDate\n        note\n        createdAt\n        conflicts {\n          ...PortalBookingFields\n        }\n      }\n    }\n  }\n": typeof types.PortalOverviewDocument,
    "\n  query PortalPastBookings {\n    portal {\n      pastBookings {\n        ...PortalBookingFields\n      }\n    }\n  }\n": typeof types.PortalPastBookingsDocument,
    "\n  mutation PortalAddBookOut($input: PortalBookOutInput!) {\n    portalAddBookOut(input: $input) {\n      bookOut {\n        id\n      }\n      warnings {\n        code\n        message\n      }\n    }\n  }\n": typeof types.PortalAddBookOutDocument,
    "\n  mutation PortalRemoveBookOut($id: Int!) {\n    portalRemoveBookOut(id: $id)\n  }\n": typeof types.PortalRemoveBookOutDocument,
    "\n  fragment PortalChangeFields on ProfileChange {\n    id\n    createdAt\n    decidedAt\n    status\n    items {\n      ...ProfileChangeItemFields\n    }\n  }\n": typeof types.PortalChangeFieldsFragmentDoc,
    "\n  query PortalProfile {\n    portal {\n      profile {\n        id\n        images {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      heldProfile {\n        id\n        ...PortalHeldTableFields\n      }\n      changes {\n        ...PortalChangeFields\n      }\n    }\n  }\n": typeof types.PortalProfileDocument,
    "\n  mutation ProposeProfileChange($input: PortalProfileInput!, $newPhotos: [Upload!], $removeImageIds: [Int!]) {\n    proposeProfileChange(input: $input, newPhotos: $newPhotos, removeImageIds: $removeImageIds) {\n      ...PortalChangeFields\n    }\n  }\n": typeof types.ProposeProfileChangeDocument,
    "\n  mutation WithdrawProfileChange($id: Int!) {\n    withdrawProfileChange(id: $id)\n  }\n": typeof types.WithdrawProfileChangeDocument,
    "\n  query PortalPrivacy {\n    portal {\n      removalRequestedAt\n      contact {\n        email\n      }\n    }\n  }\n": typeof types.PortalPrivacyDocument,
    "\n  mutation PortalExportLink {\n    portalExportLink\n  }\n": typeof types.PortalExportLinkDocument,
    "\n  mutation RequestRemoval($reason: String) {\n    requestRemoval(reason: $reason) {\n      removalRequestedAt\n    }\n  }\n": typeof types.RequestRemovalDocument,
    "\n  mutation CancelRemovalRequest {\n    cancelRemovalRequest {\n      removalRequestedAt\n    }\n  }\n": typeof types.CancelRemovalRequestDocument,
    "\n  fragment PortalHeldTableFields on PortalHeldProfile {\n    email\n    phone\n    height\n    eyeColor\n    hairColor\n    location\n    suburb\n    postcode\n    state\n    bio\n    skills\n  }\n": typeof types.PortalHeldTableFieldsFragmentDoc,
    "\n  fragment PickerTalent on Talent {\n    id\n    displayName\n    age\n    bio\n    imageUrl\n    headshotUrl\n    coverImage {\n      thumbUrl\n    }\n  }\n": typeof types.PickerTalentFragmentDoc,
    "\n  mutation CreateTalentRequest($input: TalentRequestInput!) {\n    createTalentRequest(input: $input) {\n      id\n      message\n    }\n  }\n": typeof types.CreateTalentRequestDocument,
    "\n  query RequestSentTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      ...TalentCard\n    }\n  }\n": typeof types.RequestSentTalentsDocument,
    "\n  query RequestSelectedTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      ...PickerTalent\n    }\n  }\n": typeof types.RequestSelectedTalentsDocument,
    "\n  query RequestPickerSearch($search: String, $offset: Int!, $limit: Int!) {\n    # Aliased: the picker's list is kept apart from the directory's (lib/apollo/cache.ts).\n    picker: talentDirectory(filter: { search: $search }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PickerTalent\n      }\n    }\n  }\n": typeof types.RequestPickerSearchDocument,
    "\n  query ShortlistTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      facts {\n        key\n        label\n        value\n      }\n      ...TalentCard\n    }\n  }\n": typeof types.ShortlistTalentsDocument,
    "\n  query SubmissionCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.SubmissionCategoriesDocument,
    "\n  mutation SubmitTalent($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {\n    submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) {\n      id\n      message\n    }\n  }\n": typeof types.SubmitTalentDocument,
    "\n  fragment GalleryImage on TalentImage {\n    id\n    sequence\n    caption\n    storageUrl\n    original {\n      url\n      width\n      height\n    }\n    card {\n      url\n      width\n      height\n    }\n    thumb {\n      url\n      width\n      height\n    }\n  }\n": typeof types.GalleryImageFragmentDoc,
    "\n  query TalentProfile($id: Int!) {\n    talent(id: $id) {\n      id\n      firstName\n      lastInitial\n      bio\n      gender\n      skills\n      categories {\n        id\n        name\n      }\n      facts {\n        key\n        label\n        value\n      }\n      credits {\n        year\n        production\n        role\n        company\n      }\n      reels {\n        url\n        title\n        provider\n        embedUrl\n      }\n      images {\n        id\n        ...GalleryImage\n      }\n    }\n  }\n": typeof types.TalentProfileDocument,
    "\n  query TalentDirectory($filter: TalentFilter, $offset: Int!, $limit: Int!) {\n    talentDirectory(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...TalentCard\n      }\n    }\n  }\n": typeof types.TalentDirectoryDocument,
    "\n  query DirectoryDraftCount($filter: TalentFilter) {\n    draftCount: talentDirectory(filter: $filter, offset: 0, limit: 1) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": typeof types.DirectoryDraftCountDocument,
    "\n  query DirectoryCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.DirectoryCategoriesDocument,
    "\n  query StaffChangeStamp {\n    staffChangeStamp\n  }\n": typeof types.StaffChangeStampDocument,
    "\n  fragment ProfileChangeItemFields on ProfileChangeItem {\n    id\n    kind\n    field\n    label\n    before\n    after\n    photoUrl\n    status\n    message\n    decidedAt\n  }\n": typeof types.ProfileChangeItemFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    isAdmin\n    kind\n    talentId\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query PlacesKey {\n    googlePlacesKey {\n      apiKey\n      configured\n    }\n  }\n": types.PlacesKeyDocument,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n": types.MyCalendarFeedDocument,
    "\n  query TalentCalendarFeed($talentId: Int!) {\n    talentCalendarFeed(talentId: $talentId) {\n      active\n      createdAt\n    }\n  }\n": types.TalentCalendarFeedDocument,
    "\n  mutation RotateMyCalendarFeed {\n    rotateMyCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.RotateMyCalendarFeedDocument,
    "\n  mutation RevokeMyCalendarFeed {\n    revokeMyCalendarFeed\n  }\n": types.RevokeMyCalendarFeedDocument,
    "\n  mutation RotateTalentCalendarFeed($talentId: Int!) {\n    rotateTalentCalendarFeed(talentId: $talentId) {\n      url\n      createdAt\n    }\n  }\n": types.RotateTalentCalendarFeedDocument,
    "\n  mutation RevokeTalentCalendarFeed($talentId: Int!) {\n    revokeTalentCalendarFeed(talentId: $talentId)\n  }\n": types.RevokeTalentCalendarFeedDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n": types.CreateClientDocument,
    "\n  mutation UpdateClient($id: Int!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      updatedAt\n    }\n  }\n": types.UpdateClientDocument,
    "\n  fragment EmailDelivery on Email {\n    id\n    template\n    toAddress\n    status\n    attempts\n    lastError\n    transport\n    createdAt\n    sentAt\n    failedAt\n  }\n": types.EmailDeliveryFragmentDoc,
    "\n  mutation UploadImage($image: Upload) {\n    uploadImage(image: $image) {\n      url\n    }\n  }\n": types.UploadImageDocument,
    "\n  mutation CreateClientPackage($input: ClientPackageInput!) {\n    createClientPackage(input: $input) {\n      url\n      emailTransport\n      package {\n        id\n        expiresAt\n      }\n    }\n  }\n": types.CreateClientPackageDocument,
    "\n  query ClientPackages($requestId: Int, $clientId: Int) {\n    clientPackages(requestId: $requestId, clientId: $clientId) {\n      id\n      title\n      clientName\n      clientEmail\n      status\n      createdAt\n      expiresAt\n      createdBy\n      viewCount\n      views\n      picksSentAt\n      talents {\n        talentId\n        talentName\n        pick\n        comment\n        pickedAt\n      }\n    }\n  }\n": types.ClientPackagesDocument,
    "\n  mutation RevokeClientPackage($id: Int!) {\n    revokeClientPackage(id: $id) {\n      id\n      status\n    }\n  }\n": types.RevokeClientPackageDocument,
    "\n  query PackageTalentSearch($search: String, $ids: [Int!], $limit: Int) {\n    talents(filter: { search: $search, ids: $ids }, limit: $limit) {\n      id\n      displayName\n      categories {\n        id\n        name\n      }\n    }\n  }\n": types.PackageTalentSearchDocument,
    "\n  query PickerAvailability($talentIds: [Int!]!, $from: Date!, $to: Date!) {\n    talentAvailability(talentIds: $talentIds, from: $from, to: $to) {\n      talentId\n      available\n    }\n  }\n": types.PickerAvailabilityDocument,
    "\n  query PendingProfileChangeCount {\n    pendingProfileChangeCount\n  }\n": types.PendingProfileChangeCountDocument,
    "\n  query UnreadContactMessageCount {\n    unreadContactMessageCount\n  }\n": types.UnreadContactMessageCountDocument,
    "\n  query CalendarBookings($from: Date!, $to: Date!, $talentId: Int, $categoryId: Int, $status: [BookingStatus!]) {\n    bookings(from: $from, to: $to, talentId: $talentId, categoryId: $categoryId, status: $status) {\n      id\n      status\n      optionRank\n      startDate\n      endDate\n      rateCents\n      note\n      sharedWithTalent\n      overrideReason\n      talentId\n      talent {\n        id\n        name\n      }\n      job {\n        id\n        title\n        location\n        startTime\n        endTime\n        client {\n          id\n          clientName\n          organizationName\n        }\n      }\n    }\n    bookOuts(from: $from, to: $to, talentId: $talentId) {\n      id\n      talentId\n      startDate\n      endDate\n      note\n      talent {\n        id\n        name\n      }\n    }\n  }\n": types.CalendarBookingsDocument,
    "\n  query CalendarFilters {\n    categories {\n      id\n      name\n    }\n    staffTalents(sort: NAME, direction: ASC, limit: 100, status: \"all\") {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.CalendarFiltersDocument,
    "\n  fragment BookingResultFields on BookingResult {\n    booking {\n      id\n      status\n      optionRank\n    }\n    warnings {\n      code\n      message\n    }\n    promoted {\n      id\n      talent {\n        name\n      }\n      job {\n        id\n        title\n      }\n    }\n  }\n": types.BookingResultFieldsFragmentDoc,
    "\n  mutation ConfirmBooking($id: Int!, $override: BookingOverrideInput) {\n    confirmBooking(id: $id, override: $override) {\n      ...BookingResultFields\n    }\n  }\n": types.ConfirmBookingDocument,
    "\n  mutation ReleaseBooking($id: Int!, $reason: String) {\n    releaseBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n": types.ReleaseBookingDocument,
    "\n  mutation CancelBooking($id: Int!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n": types.CancelBookingDocument,
    "\n  mutation UpdateBooking($id: Int!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      id\n      rateCents\n      note\n      sharedWithTalent\n    }\n  }\n": types.UpdateBookingDocument,
    "\n  mutation DeleteBookOut($id: Int!) {\n    deleteBookOut(id: $id)\n  }\n": types.DeleteBookOutDocument,
    "\n  mutation CreateCalendarJob($input: JobInput!) {\n    createJob(input: $input) {\n      id\n      title\n      startDate\n    }\n  }\n": types.CreateCalendarJobDocument,
    "\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      ...BookingResultFields\n    }\n  }\n": types.PlaceHoldDocument,
    "\n  mutation CreateBookOut($input: BookOutInput!) {\n    createBookOut(input: $input) {\n      id\n    }\n  }\n": types.CreateBookOutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      expiresAt\n    }\n  }\n": types.PasswordLinkDocument,
    "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SetPasswordWithTokenDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  fragment NewsCard on NewsUpdate {\n    id\n    title\n    excerpt\n    imageUrl\n    publishedAt\n    createdAt\n  }\n": types.NewsCardFragmentDoc,
    "\n  fragment TalentCard on Talent {\n    id\n    firstName\n    lastInitial\n    age\n    suburb\n    state\n    height\n    categories {\n      id\n      name\n    }\n    images {\n      id\n    }\n    coverImage {\n      id\n      caption\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n    firstImageUrl\n    imageUrl\n    headshotUrl\n    fullBodyShotUrl\n    additionalImages\n  }\n": types.TalentCardFragmentDoc,
    "\n  mutation ChangeOwnPassword($currentPassword: String!, $newPassword: String!) {\n    changeOwnPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.ChangeOwnPasswordDocument,
    "\n  mutation ValidateImageFilenames($filenames: [String!]!) {\n    validateImageFilenames(filenames: $filenames) {\n      valid\n      invalid\n    }\n  }\n": types.ValidateImageFilenamesDocument,
    "\n  mutation BulkUploadImages($images: [Upload!]!) {\n    bulkUploadImages(images: $images) {\n      total\n      successful\n      matched\n      unmatched\n      uploadErrors {\n        filename\n        error\n      }\n      updateErrors {\n        filename\n        error\n      }\n      details {\n        filename\n        status\n        talentId\n        imageId\n        message\n        error\n      }\n    }\n  }\n": types.BulkUploadImagesDocument,
    "\n  mutation DeleteAllTalentImages {\n    deleteAllTalentImages {\n      deleted\n      total\n    }\n  }\n": types.DeleteAllTalentImagesDocument,
    "\n  query JobClientSearch($search: String) {\n    clientPage(search: $search, limit: 20) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n      }\n    }\n  }\n": types.JobClientSearchDocument,
    "\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      imageUrl\n      talentCount\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": types.DeleteCategoryDocument,
    "\n  query AdminClientDetails($id: Int!) {\n    client(id: $id) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      createdAt\n      updatedAt\n    }\n  }\n": types.AdminClientDetailsDocument,
    "\n  query AdminClientRequests($id: Int!) {\n    clientRequests(clientId: $id) {\n      id\n      status\n      createdAt\n      projectDescription\n      projectStartDate\n      projectEndDate\n    }\n  }\n": types.AdminClientRequestsDocument,
    "\n  query AdminClients($search: String, $offset: Int) {\n    clientPage(search: $search, offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        email\n        phone\n        address\n        notes\n        isActive\n        updatedAt\n        requestCount\n      }\n    }\n  }\n": types.AdminClientsDocument,
    "\n  mutation DeleteClient($id: Int!) {\n    deleteClient(id: $id)\n  }\n": types.DeleteClientDocument,
    "\n  query AdminDashboard {\n    talentCounts {\n      total\n      pending\n    }\n    requestCounts {\n      total\n      pending\n    }\n    pendingTalents: staffTalents(tab: PENDING, sort: SUBMITTED, direction: DESC, limit: 5) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n    publishedTalents: staffTalents(tab: PUBLISHED, sort: PUBLISHED, direction: DESC, limit: 5) {\n      items {\n        id\n        firstName\n        lastName\n        publishedAt\n        categories {\n          id\n          name\n        }\n      }\n    }\n    recentActivity(limit: 10) {\n      id\n      summary\n      createdAt\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query ContactMessages($limit: Int, $offset: Int) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        subject\n        message\n        createdAt\n        readAt\n        handledAt\n        emails {\n          ...EmailDelivery\n        }\n      }\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageRead($id: Int!, $read: Boolean) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n": types.MarkContactMessageReadDocument,
    "\n  mutation MarkContactMessageHandled($id: Int!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n": types.MarkContactMessageHandledDocument,
    "\n  query AdminNewsUpdates {\n    newsUpdates {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n": types.AdminNewsUpdatesDocument,
    "\n  mutation CreateNewsUpdate($input: NewsUpdateInput!) {\n    createNewsUpdate(input: $input) {\n      id\n    }\n  }\n": types.CreateNewsUpdateDocument,
    "\n  mutation UpdateNewsUpdate($id: Int!, $input: NewsUpdateInput!) {\n    updateNewsUpdate(id: $id, input: $input) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n": types.UpdateNewsUpdateDocument,
    "\n  mutation SetNewsUpdatePublished($id: Int!, $published: Boolean!) {\n    setNewsUpdatePublished(id: $id, published: $published) {\n      id\n      isPublished\n      displayDate\n    }\n  }\n": types.SetNewsUpdatePublishedDocument,
    "\n  mutation DeleteNewsUpdate($id: Int!) {\n    deleteNewsUpdate(id: $id)\n  }\n": types.DeleteNewsUpdateDocument,
    "\n  query ProfileChangesList {\n    profileChanges(status: PENDING) {\n      id\n      createdAt\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        status\n      }\n    }\n    talentRemovalRequests {\n      talentId\n      requestedAt\n      reason\n      talent {\n        id\n        name\n        thumbUrl\n      }\n    }\n  }\n": types.ProfileChangesListDocument,
    "\n  query ProfileChangeReview($id: Int!) {\n    profileChange(id: $id) {\n      id\n      createdAt\n      decidedAt\n      status\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n": types.ProfileChangeReviewDocument,
    "\n  mutation ReviewProfileChange($id: Int!, $decisions: [ProfileChangeDecisionInput!]!) {\n    reviewProfileChange(id: $id, decisions: $decisions) {\n      id\n      decidedAt\n      status\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n": types.ReviewProfileChangeDocument,
    "\n  query AdminRequestDetails($id: Int!) {\n    talentRequest(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        notes\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n": types.AdminRequestDetailsDocument,
    "\n  mutation UpdateRequestStatus($id: Int!, $status: String!, $responseNotes: String) {\n    updateTalentRequestStatus(id: $id, status: $status, responseNotes: $responseNotes) {\n      id\n      status\n      responseNotes\n    }\n  }\n": types.UpdateRequestStatusDocument,
    "\n  mutation DeleteTalentRequest($id: Int!) {\n    deleteTalentRequest(id: $id)\n  }\n": types.DeleteTalentRequestDocument,
    "\n  mutation CreateJobFromRequest($requestId: Int!, $startDate: Date, $endDate: Date) {\n    createJobFromRequest(requestId: $requestId, startDate: $startDate, endDate: $endDate) {\n      job {\n        id\n        title\n        startDate\n        endDate\n      }\n      holds {\n        id\n        optionRank\n        talent {\n          name\n        }\n      }\n      warnings {\n        code\n        message\n      }\n      skippedTalentIds\n    }\n  }\n": types.CreateJobFromRequestDocument,
    "\n  query AdminTalentRequests($offset: Int) {\n    talentRequestPage(offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        phone\n        email\n        projectDescription\n        projectStartDate\n        projectEndDate\n        status\n        responseNotes\n        createdAt\n        requestedTalents {\n          id\n          name\n          exists\n        }\n        client {\n          id\n          clientName\n        }\n      }\n    }\n  }\n": types.AdminTalentRequestsDocument,
    "\n  query StaffAccounts {\n    staffAccounts {\n      id\n      email\n      status\n      isActive\n      isSelf\n      createdAt\n      lastLoginAt\n      invitedBy\n      invitationExpiresAt\n    }\n  }\n": types.StaffAccountsDocument,
    "\n  mutation InviteStaff($email: String!) {\n    inviteStaff(email: $email) {\n      id\n      status\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation DeactivateStaff($id: Int!) {\n    deactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n": types.DeactivateStaffDocument,
    "\n  mutation ReactivateStaff($id: Int!) {\n    reactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n": types.ReactivateStaffDocument,
    "\n  fragment TalentDocumentsFields on AdminTalent {\n    id\n    documents {\n      id\n      title\n      fileType\n      fileSize\n      documentType\n      storageUrl\n    }\n  }\n": types.TalentDocumentsFieldsFragmentDoc,
    "\n  mutation AddTalentDocument($talentId: Int!, $file: Upload, $documentType: String!) {\n    addTalentDocument(talentId: $talentId, file: $file, documentType: $documentType) {\n      id\n    }\n  }\n": types.AddTalentDocumentDocument,
    "\n  mutation ReplaceTalentDocument($id: Int!, $file: Upload) {\n    replaceTalentDocument(id: $id, file: $file) {\n      id\n    }\n  }\n": types.ReplaceTalentDocumentDocument,
    "\n  mutation DeleteTalentDocument($id: Int!) {\n    deleteTalentDocument(id: $id)\n  }\n": types.DeleteTalentDocumentDocument,
    "\n  query TalentHistory($id: Int!) {\n    activityFor(subjectType: \"Talent\", subjectId: $id, limit: 50) {\n      id\n      createdAt\n      summary\n    }\n  }\n": types.TalentHistoryDocument,
    "\n  fragment TalentMediaFields on AdminTalent {\n    id\n    firstName\n    images {\n      id\n      caption\n      sequence\n      storageUrl\n      thumbUrl\n    }\n    ...TalentDocumentsFields\n  }\n": types.TalentMediaFieldsFragmentDoc,
    "\n  mutation AddTalentImage($talentId: Int!, $image: Upload) {\n    addTalentImage(talentId: $talentId, image: $image) {\n      id\n    }\n  }\n": types.AddTalentImageDocument,
    "\n  mutation UpdateImageCaption($id: Int!, $caption: String) {\n    updateTalentImage(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n": types.UpdateImageCaptionDocument,
    "\n  mutation ReorderImages($talentId: Int!, $imageIds: [Int!]!) {\n    reorderTalentImages(talentId: $talentId, imageIds: $imageIds) {\n      id\n      sequence\n    }\n  }\n": types.ReorderImagesDocument,
    "\n  mutation SetMainImage($id: Int!) {\n    setMainTalentImage(id: $id) {\n      id\n      sequence\n    }\n  }\n": types.SetMainImageDocument,
    "\n  mutation DeleteImage($id: Int!) {\n    deleteTalentImage(id: $id)\n  }\n": types.DeleteImageDocument,
    "\n  fragment TalentEditorFields on AdminTalent {\n    id\n    version\n    createdAt\n    isPublished\n    firstName\n    lastName\n    ...TalentEditorTableFields\n    ...TalentMediaFields\n  }\n": types.TalentEditorFieldsFragmentDoc,
    "\n  mutation SaveTalentInfo($id: Int!, $input: TalentUpdateInput!, $expectedVersion: Int) {\n    updateTalent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...TalentEditorFields\n    }\n  }\n": types.SaveTalentInfoDocument,
    "\n  query TalentEditor($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...TalentEditorFields\n    }\n    categories {\n      id\n      name\n    }\n  }\n": types.TalentEditorDocument,
    "\n  fragment TalentEditorTableFields on AdminTalent {\n    firstName\n    lastName\n    email\n    phone\n    gender\n    age\n    height\n    birthDay\n    birthMonth\n    birthYear\n    eyeColor\n    hairColor\n    smoker\n    houseUnitNumber\n    location\n    suburb\n    postcode\n    state\n    bio\n    credits {\n      year\n      production\n      role\n      company\n    }\n    reels {\n      url\n      title\n    }\n    skills\n    playableAgeMin\n    playableAgeMax\n    playableAgeNA\n    categoryIds\n    isApproved\n    isPublished\n    featured\n    notes\n  }\n": types.TalentEditorTableFieldsFragmentDoc,
    "\n  query TalentPortal($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      removalRequestedAt\n      removalReason\n      portalAccess {\n        ...PortalAccessFields\n      }\n    }\n  }\n": types.TalentPortalDocument,
    "\n  fragment PortalAccessFields on PortalAccess {\n    status\n    username\n    invitedAt\n    invitationExpiresAt\n    lastLoginAt\n  }\n": types.PortalAccessFieldsFragmentDoc,
    "\n  mutation InviteTalentToPortal($talentId: Int!) {\n    inviteTalentToPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n": types.InviteTalentToPortalDocument,
    "\n  mutation RevokeTalentPortal($talentId: Int!) {\n    revokeTalentPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n": types.RevokeTalentPortalDocument,
    "\n  mutation RemoveTalentPersonalData($talentId: Int!, $confirmName: String!) {\n    removeTalentPersonalData(talentId: $talentId, confirmName: $confirmName)\n  }\n": types.RemoveTalentPersonalDataDocument,
    "\n  mutation BulkTalentAction($action: TalentAction!, $ids: [Int!]!, $notify: Boolean) {\n    bulkTalentAction(action: $action, ids: $ids, notify: $notify) {\n      changed {\n        id\n        status\n        isApproved\n        isPublished\n        version\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n": types.BulkTalentActionDocument,
    "\n  fragment ReviewTalent on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    isApproved\n    isPublished\n    declinedAt\n    notes\n    ...SubmissionDetails\n  }\n": types.ReviewTalentFragmentDoc,
    "\n  query ReviewTalentById($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...ReviewTalent\n    }\n  }\n": types.ReviewTalentByIdDocument,
    "\n  query ReviewTalentEmails($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n    }\n  }\n": types.ReviewTalentEmailsDocument,
    "\n  mutation ReviewPublishTalent($id: Int!, $notify: Boolean) {\n    publishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n": types.ReviewPublishTalentDocument,
    "\n  mutation ReviewUnpublishTalent($id: Int!, $notify: Boolean) {\n    unpublishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n": types.ReviewUnpublishTalentDocument,
    "\n  mutation AddTalentsToCategory($categoryId: Int!, $ids: [Int!]!) {\n    addTalentsToCategory(categoryId: $categoryId, ids: $ids) {\n      changed {\n        id\n        version\n        categories {\n          id\n          name\n        }\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n": types.AddTalentsToCategoryDocument,
    "\n  query SelectedTalentsCsv($ids: [Int!]!) {\n    adminTalentsCsv(ids: $ids)\n  }\n": types.SelectedTalentsCsvDocument,
    "\n  mutation DeleteTalent($id: Int!) {\n    deleteTalent(id: $id)\n  }\n": types.DeleteTalentDocument,
    "\n  mutation SetTalentFeatured($id: Int!, $featured: Boolean!) {\n    updateTalent(id: $id, input: { featured: $featured }) {\n      id\n      featured\n      version\n    }\n  }\n": types.SetTalentFeaturedDocument,
    "\n  mutation ReviewApproveTalent($id: Int!, $notify: Boolean, $notes: String, $publish: Boolean, $invitePortal: Boolean) {\n    approveTalent(id: $id, notify: $notify, notes: $notes, publish: $publish, invitePortal: $invitePortal) {\n      id\n      status\n      isApproved\n      isPublished\n      publishedAt\n      declinedAt\n      declineReason\n      notes\n      version\n    }\n  }\n": types.ReviewApproveTalentDocument,
    "\n  mutation ReviewDeclineTalent($id: Int!, $reason: String!, $notify: Boolean) {\n    declineTalent(id: $id, reason: $reason, notify: $notify) {\n      id\n      status\n      declinedAt\n      declineReason\n      version\n    }\n  }\n": types.ReviewDeclineTalentDocument,
    "\n  fragment SubmissionDetails on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    phone\n    gender\n    facts {\n      key\n      label\n      value\n    }\n    bio\n    skills\n    status\n    createdAt\n    declinedAt\n    declineReason\n    filesRemovedAt\n    resumeUrl\n    categories {\n      id\n      name\n    }\n    images {\n      id\n      caption\n      storageUrl\n      cardUrl\n    }\n    documents {\n      id\n      title\n      fileType\n      storageUrl\n    }\n  }\n": types.SubmissionDetailsFragmentDoc,
    "\n  mutation CreateTalentFromDialog($input: TalentCreateInput!) {\n    createTalent(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.CreateTalentFromDialogDocument,
    "\n  query TalentDialogCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.TalentDialogCategoriesDocument,
    "\n  query StaffTalents(\n    $tab: TalentTab\n    $search: String\n    $status: String\n    $categoryId: Int\n    $gender: String\n    $sort: StaffTalentSort\n    $direction: SortDirection\n    $limit: Int\n    $offset: Int\n    $availableFrom: Date\n    $availableTo: Date\n  ) {\n    staffTalents(\n      tab: $tab\n      search: $search\n      status: $status\n      categoryId: $categoryId\n      gender: $gender\n      sort: $sort\n      direction: $direction\n      limit: $limit\n      offset: $offset\n      availableFrom: $availableFrom\n      availableTo: $availableTo\n    ) {\n      total\n      counts {\n        pending\n        approved\n        published\n        unpublished\n        declined\n      }\n      items {\n        id\n        ...RosterRow\n      }\n    }\n    talentCounts {\n      total\n    }\n  }\n": types.StaffTalentsDocument,
    "\n  query RosterCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.RosterCategoriesDocument,
    "\n  fragment RosterRow on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    location\n    suburb\n    state\n    status\n    isApproved\n    isPublished\n    featured\n    createdAt\n    firstImageUrl\n    categories {\n      id\n      name\n    }\n  }\n": types.RosterRowFragmentDoc,
    "\n  query AdminTestimonials {\n    testimonials {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n": types.AdminTestimonialsDocument,
    "\n  mutation CreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n": types.CreateTestimonialDocument,
    "\n  mutation UpdateTestimonial($id: Int!, $input: TestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n": types.UpdateTestimonialDocument,
    "\n  mutation DeleteTestimonial($id: Int!) {\n    deleteTestimonial(id: $id)\n  }\n": types.DeleteTestimonialDocument,
    "\n  query ClientPackage($token: String!) {\n    clientPackage(token: $token) {\n      title\n      message\n      clientName\n      expiresAt\n      picksSentAt\n      agent {\n        name\n      }\n      talents {\n        talentId\n        pick\n        comment\n        talent {\n          id\n          displayName\n          bio\n          skills\n          categories {\n            id\n            name\n          }\n          facts {\n            key\n            label\n            value\n          }\n          credits {\n            year\n            production\n            role\n            company\n          }\n          reels {\n            url\n            title\n            provider\n            embedUrl\n          }\n          images {\n            id\n            caption\n            storageUrl\n            original {\n              url\n              width\n              height\n            }\n            card {\n              url\n              width\n              height\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ClientPackageDocument,
    "\n  mutation SetPackagePick($token: String!, $talentId: Int!, $pick: String, $comment: String) {\n    setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) {\n      talentId\n      pick\n      comment\n    }\n  }\n": types.SetPackagePickDocument,
    "\n  mutation SendPackagePicks($token: String!) {\n    sendPackagePicks(token: $token) {\n      picksSentAt\n    }\n  }\n": types.SendPackagePicksDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      ...CategoryCard\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  fragment CategoryCard on Category {\n    id\n    name\n    imageUrl\n    talentCount\n  }\n": types.CategoryCardFragmentDoc,
    "\n  query HomeFaces($limit: Int!) {\n    talents(limit: $limit, featuredFirst: true) {\n      id\n      ...TalentCard\n    }\n  }\n": types.HomeFacesDocument,
    "\n  fragment HeroPoster on Talent {\n    id\n    displayName\n    coverImage {\n      id\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n  }\n": types.HeroPosterFragmentDoc,
    "\n  query HeroPosters($limit: Int!) {\n    talentDirectory(limit: $limit) {\n      items {\n        id\n        ...HeroPoster\n      }\n    }\n  }\n": types.HeroPostersDocument,
    "\n  query HomeNews {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n": types.HomeNewsDocument,
    "\n  fragment TestimonialCard on Testimonial {\n    id\n    content\n    clientName\n    clientTitle\n    companyName\n    imageUrl\n    initials\n  }\n": types.TestimonialCardFragmentDoc,
    "\n  query HomeTestimonials {\n    testimonials {\n      id\n      ...TestimonialCard\n    }\n  }\n": types.HomeTestimonialsDocument,
    "\n  query NewsItem($id: Int!) {\n    newsUpdate(id: $id) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      publishedAt\n      createdAt\n    }\n  }\n": types.NewsItemDocument,
    "\n  query NewsList {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n": types.NewsListDocument,
    "\n  fragment PortalBookingFields on PortalBooking {\n    id\n    jobTitle\n    startDate\n    endDate\n    startTime\n    endTime\n    location\n    status\n    optionRank\n    rateCents\n    note\n  }\n": types.PortalBookingFieldsFragmentDoc,
    "\n  query PortalOverview {\n    portal {\n      isApproved\n      isPublished\n      profile {\n        id\n        firstName\n        lastInitial\n        bio\n        skills\n        age\n        gender\n        playableAgeMin\n        playableAgeMax\n        playableAgeNA\n        height\n        eyeColor\n        hairColor\n        smoker\n        suburb\n        state\n        categories {\n          id\n          name\n        }\n        coverImage {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      upcomingBookings {\n        ...PortalBookingFields\n      }\n      bookOuts {\n        id\n        startDate\n        endDate\n        note\n        createdAt\n        conflicts {\n          ...PortalBookingFields\n        }\n      }\n    }\n  }\n": types.PortalOverviewDocument,
    "\n  query PortalPastBookings {\n    portal {\n      pastBookings {\n        ...PortalBookingFields\n      }\n    }\n  }\n": types.PortalPastBookingsDocument,
    "\n  mutation PortalAddBookOut($input: PortalBookOutInput!) {\n    portalAddBookOut(input: $input) {\n      bookOut {\n        id\n      }\n      warnings {\n        code\n        message\n      }\n    }\n  }\n": types.PortalAddBookOutDocument,
    "\n  mutation PortalRemoveBookOut($id: Int!) {\n    portalRemoveBookOut(id: $id)\n  }\n": types.PortalRemoveBookOutDocument,
    "\n  fragment PortalChangeFields on ProfileChange {\n    id\n    createdAt\n    decidedAt\n    status\n    items {\n      ...ProfileChangeItemFields\n    }\n  }\n": types.PortalChangeFieldsFragmentDoc,
    "\n  query PortalProfile {\n    portal {\n      profile {\n        id\n        images {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      heldProfile {\n        id\n        ...PortalHeldTableFields\n      }\n      changes {\n        ...PortalChangeFields\n      }\n    }\n  }\n": types.PortalProfileDocument,
    "\n  mutation ProposeProfileChange($input: PortalProfileInput!, $newPhotos: [Upload!], $removeImageIds: [Int!]) {\n    proposeProfileChange(input: $input, newPhotos: $newPhotos, removeImageIds: $removeImageIds) {\n      ...PortalChangeFields\n    }\n  }\n": types.ProposeProfileChangeDocument,
    "\n  mutation WithdrawProfileChange($id: Int!) {\n    withdrawProfileChange(id: $id)\n  }\n": types.WithdrawProfileChangeDocument,
    "\n  query PortalPrivacy {\n    portal {\n      removalRequestedAt\n      contact {\n        email\n      }\n    }\n  }\n": types.PortalPrivacyDocument,
    "\n  mutation PortalExportLink {\n    portalExportLink\n  }\n": types.PortalExportLinkDocument,
    "\n  mutation RequestRemoval($reason: String) {\n    requestRemoval(reason: $reason) {\n      removalRequestedAt\n    }\n  }\n": types.RequestRemovalDocument,
    "\n  mutation CancelRemovalRequest {\n    cancelRemovalRequest {\n      removalRequestedAt\n    }\n  }\n": types.CancelRemovalRequestDocument,
    "\n  fragment PortalHeldTableFields on PortalHeldProfile {\n    email\n    phone\n    height\n    eyeColor\n    hairColor\n    location\n    suburb\n    postcode\n    state\n    bio\n    skills\n  }\n": types.PortalHeldTableFieldsFragmentDoc,
    "\n  fragment PickerTalent on Talent {\n    id\n    displayName\n    age\n    bio\n    imageUrl\n    headshotUrl\n    coverImage {\n      thumbUrl\n    }\n  }\n": types.PickerTalentFragmentDoc,
    "\n  mutation CreateTalentRequest($input: TalentRequestInput!) {\n    createTalentRequest(input: $input) {\n      id\n      message\n    }\n  }\n": types.CreateTalentRequestDocument,
    "\n  query RequestSentTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      ...TalentCard\n    }\n  }\n": types.RequestSentTalentsDocument,
    "\n  query RequestSelectedTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      ...PickerTalent\n    }\n  }\n": types.RequestSelectedTalentsDocument,
    "\n  query RequestPickerSearch($search: String, $offset: Int!, $limit: Int!) {\n    # Aliased: the picker's list is kept apart from the directory's (lib/apollo/cache.ts).\n    picker: talentDirectory(filter: { search: $search }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PickerTalent\n      }\n    }\n  }\n": types.RequestPickerSearchDocument,
    "\n  query ShortlistTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      facts {\n        key\n        label\n        value\n      }\n      ...TalentCard\n    }\n  }\n": types.ShortlistTalentsDocument,
    "\n  query SubmissionCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.SubmissionCategoriesDocument,
    "\n  mutation SubmitTalent($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {\n    submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) {\n      id\n      message\n    }\n  }\n": types.SubmitTalentDocument,
    "\n  fragment GalleryImage on TalentImage {\n    id\n    sequence\n    caption\n    storageUrl\n    original {\n      url\n      width\n      height\n    }\n    card {\n      url\n      width\n      height\n    }\n    thumb {\n      url\n      width\n      height\n    }\n  }\n": types.GalleryImageFragmentDoc,
    "\n  query TalentProfile($id: Int!) {\n    talent(id: $id) {\n      id\n      firstName\n      lastInitial\n      bio\n      gender\n      skills\n      categories {\n        id\n        name\n      }\n      facts {\n        key\n        label\n        value\n      }\n      credits {\n        year\n        production\n        role\n        company\n      }\n      reels {\n        url\n        title\n        provider\n        embedUrl\n      }\n      images {\n        id\n        ...GalleryImage\n      }\n    }\n  }\n": types.TalentProfileDocument,
    "\n  query TalentDirectory($filter: TalentFilter, $offset: Int!, $limit: Int!) {\n    talentDirectory(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...TalentCard\n      }\n    }\n  }\n": types.TalentDirectoryDocument,
    "\n  query DirectoryDraftCount($filter: TalentFilter) {\n    draftCount: talentDirectory(filter: $filter, offset: 0, limit: 1) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": types.DirectoryDraftCountDocument,
    "\n  query DirectoryCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.DirectoryCategoriesDocument,
    "\n  query StaffChangeStamp {\n    staffChangeStamp\n  }\n": types.StaffChangeStampDocument,
    "\n  fragment ProfileChangeItemFields on ProfileChangeItem {\n    id\n    kind\n    field\n    label\n    before\n    after\n    photoUrl\n    status\n    message\n    decidedAt\n  }\n": types.ProfileChangeItemFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    isAdmin\n    kind\n    talentId\n  }\n": types.SessionUserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesKey {\n    googlePlacesKey {\n      apiKey\n      configured\n    }\n  }\n"): (typeof documents)["\n  query PlacesKey {\n    googlePlacesKey {\n      apiKey\n      configured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyCalendarFeed {\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentCalendarFeed($talentId: Int!) {\n    talentCalendarFeed(talentId: $talentId) {\n      active\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query TalentCalendarFeed($talentId: Int!) {\n    talentCalendarFeed(talentId: $talentId) {\n      active\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateMyCalendarFeed {\n    rotateMyCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RotateMyCalendarFeed {\n    rotateMyCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMyCalendarFeed {\n    revokeMyCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeMyCalendarFeed {\n    revokeMyCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateTalentCalendarFeed($talentId: Int!) {\n    rotateTalentCalendarFeed(talentId: $talentId) {\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RotateTalentCalendarFeed($talentId: Int!) {\n    rotateTalentCalendarFeed(talentId: $talentId) {\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTalentCalendarFeed($talentId: Int!) {\n    revokeTalentCalendarFeed(talentId: $talentId)\n  }\n"): (typeof documents)["\n  mutation RevokeTalentCalendarFeed($talentId: Int!) {\n    revokeTalentCalendarFeed(talentId: $talentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClient($id: Int!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClient($id: Int!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailDelivery on Email {\n    id\n    template\n    toAddress\n    status\n    attempts\n    lastError\n    transport\n    createdAt\n    sentAt\n    failedAt\n  }\n"): (typeof documents)["\n  fragment EmailDelivery on Email {\n    id\n    template\n    toAddress\n    status\n    attempts\n    lastError\n    transport\n    createdAt\n    sentAt\n    failedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($image: Upload) {\n    uploadImage(image: $image) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImage($image: Upload) {\n    uploadImage(image: $image) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClientPackage($input: ClientPackageInput!) {\n    createClientPackage(input: $input) {\n      url\n      emailTransport\n      package {\n        id\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClientPackage($input: ClientPackageInput!) {\n    createClientPackage(input: $input) {\n      url\n      emailTransport\n      package {\n        id\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPackages($requestId: Int, $clientId: Int) {\n    clientPackages(requestId: $requestId, clientId: $clientId) {\n      id\n      title\n      clientName\n      clientEmail\n      status\n      createdAt\n      expiresAt\n      createdBy\n      viewCount\n      views\n      picksSentAt\n      talents {\n        talentId\n        talentName\n        pick\n        comment\n        pickedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientPackages($requestId: Int, $clientId: Int) {\n    clientPackages(requestId: $requestId, clientId: $clientId) {\n      id\n      title\n      clientName\n      clientEmail\n      status\n      createdAt\n      expiresAt\n      createdBy\n      viewCount\n      views\n      picksSentAt\n      talents {\n        talentId\n        talentName\n        pick\n        comment\n        pickedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeClientPackage($id: Int!) {\n    revokeClientPackage(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeClientPackage($id: Int!) {\n    revokeClientPackage(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageTalentSearch($search: String, $ids: [Int!], $limit: Int) {\n    talents(filter: { search: $search, ids: $ids }, limit: $limit) {\n      id\n      displayName\n      categories {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackageTalentSearch($search: String, $ids: [Int!], $limit: Int) {\n    talents(filter: { search: $search, ids: $ids }, limit: $limit) {\n      id\n      displayName\n      categories {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickerAvailability($talentIds: [Int!]!, $from: Date!, $to: Date!) {\n    talentAvailability(talentIds: $talentIds, from: $from, to: $to) {\n      talentId\n      available\n    }\n  }\n"): (typeof documents)["\n  query PickerAvailability($talentIds: [Int!]!, $from: Date!, $to: Date!) {\n    talentAvailability(talentIds: $talentIds, from: $from, to: $to) {\n      talentId\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingProfileChangeCount {\n    pendingProfileChangeCount\n  }\n"): (typeof documents)["\n  query PendingProfileChangeCount {\n    pendingProfileChangeCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadContactMessageCount {\n    unreadContactMessageCount\n  }\n"): (typeof documents)["\n  query UnreadContactMessageCount {\n    unreadContactMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarBookings($from: Date!, $to: Date!, $talentId: Int, $categoryId: Int, $status: [BookingStatus!]) {\n    bookings(from: $from, to: $to, talentId: $talentId, categoryId: $categoryId, status: $status) {\n      id\n      status\n      optionRank\n      startDate\n      endDate\n      rateCents\n      note\n      sharedWithTalent\n      overrideReason\n      talentId\n      talent {\n        id\n        name\n      }\n      job {\n        id\n        title\n        location\n        startTime\n        endTime\n        client {\n          id\n          clientName\n          organizationName\n        }\n      }\n    }\n    bookOuts(from: $from, to: $to, talentId: $talentId) {\n      id\n      talentId\n      startDate\n      endDate\n      note\n      talent {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarBookings($from: Date!, $to: Date!, $talentId: Int, $categoryId: Int, $status: [BookingStatus!]) {\n    bookings(from: $from, to: $to, talentId: $talentId, categoryId: $categoryId, status: $status) {\n      id\n      status\n      optionRank\n      startDate\n      endDate\n      rateCents\n      note\n      sharedWithTalent\n      overrideReason\n      talentId\n      talent {\n        id\n        name\n      }\n      job {\n        id\n        title\n        location\n        startTime\n        endTime\n        client {\n          id\n          clientName\n          organizationName\n        }\n      }\n    }\n    bookOuts(from: $from, to: $to, talentId: $talentId) {\n      id\n      talentId\n      startDate\n      endDate\n      note\n      talent {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFilters {\n    categories {\n      id\n      name\n    }\n    staffTalents(sort: NAME, direction: ASC, limit: 100, status: \"all\") {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarFilters {\n    categories {\n      id\n      name\n    }\n    staffTalents(sort: NAME, direction: ASC, limit: 100, status: \"all\") {\n      items {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingResultFields on BookingResult {\n    booking {\n      id\n      status\n      optionRank\n    }\n    warnings {\n      code\n      message\n    }\n    promoted {\n      id\n      talent {\n        name\n      }\n      job {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BookingResultFields on BookingResult {\n    booking {\n      id\n      status\n      optionRank\n    }\n    warnings {\n      code\n      message\n    }\n    promoted {\n      id\n      talent {\n        name\n      }\n      job {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBooking($id: Int!, $override: BookingOverrideInput) {\n    confirmBooking(id: $id, override: $override) {\n      ...BookingResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBooking($id: Int!, $override: BookingOverrideInput) {\n    confirmBooking(id: $id, override: $override) {\n      ...BookingResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseBooking($id: Int!, $reason: String) {\n    releaseBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReleaseBooking($id: Int!, $reason: String) {\n    releaseBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: Int!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: Int!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBooking($id: Int!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      id\n      rateCents\n      note\n      sharedWithTalent\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBooking($id: Int!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      id\n      rateCents\n      note\n      sharedWithTalent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBookOut($id: Int!) {\n    deleteBookOut(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBookOut($id: Int!) {\n    deleteBookOut(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarJob($input: JobInput!) {\n    createJob(input: $input) {\n      id\n      title\n      startDate\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarJob($input: JobInput!) {\n    createJob(input: $input) {\n      id\n      title\n      startDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      ...BookingResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      ...BookingResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookOut($input: BookOutInput!) {\n    createBookOut(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBookOut($input: BookOutInput!) {\n    createBookOut(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard on NewsUpdate {\n    id\n    title\n    excerpt\n    imageUrl\n    publishedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NewsCard on NewsUpdate {\n    id\n    title\n    excerpt\n    imageUrl\n    publishedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TalentCard on Talent {\n    id\n    firstName\n    lastInitial\n    age\n    suburb\n    state\n    height\n    categories {\n      id\n      name\n    }\n    images {\n      id\n    }\n    coverImage {\n      id\n      caption\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n    firstImageUrl\n    imageUrl\n    headshotUrl\n    fullBodyShotUrl\n    additionalImages\n  }\n"): (typeof documents)["\n  fragment TalentCard on Talent {\n    id\n    firstName\n    lastInitial\n    age\n    suburb\n    state\n    height\n    categories {\n      id\n      name\n    }\n    images {\n      id\n    }\n    coverImage {\n      id\n      caption\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n    firstImageUrl\n    imageUrl\n    headshotUrl\n    fullBodyShotUrl\n    additionalImages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOwnPassword($currentPassword: String!, $newPassword: String!) {\n    changeOwnPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeOwnPassword($currentPassword: String!, $newPassword: String!) {\n    changeOwnPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateImageFilenames($filenames: [String!]!) {\n    validateImageFilenames(filenames: $filenames) {\n      valid\n      invalid\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateImageFilenames($filenames: [String!]!) {\n    validateImageFilenames(filenames: $filenames) {\n      valid\n      invalid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUploadImages($images: [Upload!]!) {\n    bulkUploadImages(images: $images) {\n      total\n      successful\n      matched\n      unmatched\n      uploadErrors {\n        filename\n        error\n      }\n      updateErrors {\n        filename\n        error\n      }\n      details {\n        filename\n        status\n        talentId\n        imageId\n        message\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUploadImages($images: [Upload!]!) {\n    bulkUploadImages(images: $images) {\n      total\n      successful\n      matched\n      unmatched\n      uploadErrors {\n        filename\n        error\n      }\n      updateErrors {\n        filename\n        error\n      }\n      details {\n        filename\n        status\n        talentId\n        imageId\n        message\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAllTalentImages {\n    deleteAllTalentImages {\n      deleted\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAllTalentImages {\n    deleteAllTalentImages {\n      deleted\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobClientSearch($search: String) {\n    clientPage(search: $search, limit: 20) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobClientSearch($search: String) {\n    clientPage(search: $search, limit: 20) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      imageUrl\n      talentCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      imageUrl\n      talentCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClientDetails($id: Int!) {\n    client(id: $id) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminClientDetails($id: Int!) {\n    client(id: $id) {\n      id\n      clientName\n      organizationName\n      email\n      phone\n      address\n      notes\n      isActive\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClientRequests($id: Int!) {\n    clientRequests(clientId: $id) {\n      id\n      status\n      createdAt\n      projectDescription\n      projectStartDate\n      projectEndDate\n    }\n  }\n"): (typeof documents)["\n  query AdminClientRequests($id: Int!) {\n    clientRequests(clientId: $id) {\n      id\n      status\n      createdAt\n      projectDescription\n      projectStartDate\n      projectEndDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClients($search: String, $offset: Int) {\n    clientPage(search: $search, offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        email\n        phone\n        address\n        notes\n        isActive\n        updatedAt\n        requestCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClients($search: String, $offset: Int) {\n    clientPage(search: $search, offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        email\n        phone\n        address\n        notes\n        isActive\n        updatedAt\n        requestCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClient($id: Int!) {\n    deleteClient(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteClient($id: Int!) {\n    deleteClient(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    talentCounts {\n      total\n      pending\n    }\n    requestCounts {\n      total\n      pending\n    }\n    pendingTalents: staffTalents(tab: PENDING, sort: SUBMITTED, direction: DESC, limit: 5) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n    publishedTalents: staffTalents(tab: PUBLISHED, sort: PUBLISHED, direction: DESC, limit: 5) {\n      items {\n        id\n        firstName\n        lastName\n        publishedAt\n        categories {\n          id\n          name\n        }\n      }\n    }\n    recentActivity(limit: 10) {\n      id\n      summary\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    talentCounts {\n      total\n      pending\n    }\n    requestCounts {\n      total\n      pending\n    }\n    pendingTalents: staffTalents(tab: PENDING, sort: SUBMITTED, direction: DESC, limit: 5) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n    publishedTalents: staffTalents(tab: PUBLISHED, sort: PUBLISHED, direction: DESC, limit: 5) {\n      items {\n        id\n        firstName\n        lastName\n        publishedAt\n        categories {\n          id\n          name\n        }\n      }\n    }\n    recentActivity(limit: 10) {\n      id\n      summary\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($limit: Int, $offset: Int) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        subject\n        message\n        createdAt\n        readAt\n        handledAt\n        emails {\n          ...EmailDelivery\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($limit: Int, $offset: Int) {\n    contactMessages(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        email\n        phone\n        subject\n        message\n        createdAt\n        readAt\n        handledAt\n        emails {\n          ...EmailDelivery\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageRead($id: Int!, $read: Boolean) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageRead($id: Int!, $read: Boolean) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageHandled($id: Int!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageHandled($id: Int!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      readAt\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsUpdates {\n    newsUpdates {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsUpdates {\n    newsUpdates {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsUpdate($input: NewsUpdateInput!) {\n    createNewsUpdate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNewsUpdate($input: NewsUpdateInput!) {\n    createNewsUpdate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNewsUpdate($id: Int!, $input: NewsUpdateInput!) {\n    updateNewsUpdate(id: $id, input: $input) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNewsUpdate($id: Int!, $input: NewsUpdateInput!) {\n    updateNewsUpdate(id: $id, input: $input) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      isPublished\n      displayDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNewsUpdatePublished($id: Int!, $published: Boolean!) {\n    setNewsUpdatePublished(id: $id, published: $published) {\n      id\n      isPublished\n      displayDate\n    }\n  }\n"): (typeof documents)["\n  mutation SetNewsUpdatePublished($id: Int!, $published: Boolean!) {\n    setNewsUpdatePublished(id: $id, published: $published) {\n      id\n      isPublished\n      displayDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNewsUpdate($id: Int!) {\n    deleteNewsUpdate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNewsUpdate($id: Int!) {\n    deleteNewsUpdate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileChangesList {\n    profileChanges(status: PENDING) {\n      id\n      createdAt\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        status\n      }\n    }\n    talentRemovalRequests {\n      talentId\n      requestedAt\n      reason\n      talent {\n        id\n        name\n        thumbUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileChangesList {\n    profileChanges(status: PENDING) {\n      id\n      createdAt\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        status\n      }\n    }\n    talentRemovalRequests {\n      talentId\n      requestedAt\n      reason\n      talent {\n        id\n        name\n        thumbUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileChangeReview($id: Int!) {\n    profileChange(id: $id) {\n      id\n      createdAt\n      decidedAt\n      status\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileChangeReview($id: Int!) {\n    profileChange(id: $id) {\n      id\n      createdAt\n      decidedAt\n      status\n      talent {\n        id\n        name\n        thumbUrl\n      }\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewProfileChange($id: Int!, $decisions: [ProfileChangeDecisionInput!]!) {\n    reviewProfileChange(id: $id, decisions: $decisions) {\n      id\n      decidedAt\n      status\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewProfileChange($id: Int!, $decisions: [ProfileChangeDecisionInput!]!) {\n    reviewProfileChange(id: $id, decisions: $decisions) {\n      id\n      decidedAt\n      status\n      items {\n        id\n        ...ProfileChangeItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestDetails($id: Int!) {\n    talentRequest(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        notes\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRequestDetails($id: Int!) {\n    talentRequest(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        notes\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRequestStatus($id: Int!, $status: String!, $responseNotes: String) {\n    updateTalentRequestStatus(id: $id, status: $status, responseNotes: $responseNotes) {\n      id\n      status\n      responseNotes\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRequestStatus($id: Int!, $status: String!, $responseNotes: String) {\n    updateTalentRequestStatus(id: $id, status: $status, responseNotes: $responseNotes) {\n      id\n      status\n      responseNotes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTalentRequest($id: Int!) {\n    deleteTalentRequest(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTalentRequest($id: Int!) {\n    deleteTalentRequest(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobFromRequest($requestId: Int!, $startDate: Date, $endDate: Date) {\n    createJobFromRequest(requestId: $requestId, startDate: $startDate, endDate: $endDate) {\n      job {\n        id\n        title\n        startDate\n        endDate\n      }\n      holds {\n        id\n        optionRank\n        talent {\n          name\n        }\n      }\n      warnings {\n        code\n        message\n      }\n      skippedTalentIds\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJobFromRequest($requestId: Int!, $startDate: Date, $endDate: Date) {\n    createJobFromRequest(requestId: $requestId, startDate: $startDate, endDate: $endDate) {\n      job {\n        id\n        title\n        startDate\n        endDate\n      }\n      holds {\n        id\n        optionRank\n        talent {\n          name\n        }\n      }\n      warnings {\n        code\n        message\n      }\n      skippedTalentIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTalentRequests($offset: Int) {\n    talentRequestPage(offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        phone\n        email\n        projectDescription\n        projectStartDate\n        projectEndDate\n        status\n        responseNotes\n        createdAt\n        requestedTalents {\n          id\n          name\n          exists\n        }\n        client {\n          id\n          clientName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTalentRequests($offset: Int) {\n    talentRequestPage(offset: $offset) {\n      total\n      items {\n        id\n        clientName\n        organizationName\n        phone\n        email\n        projectDescription\n        projectStartDate\n        projectEndDate\n        status\n        responseNotes\n        createdAt\n        requestedTalents {\n          id\n          name\n          exists\n        }\n        client {\n          id\n          clientName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAccounts {\n    staffAccounts {\n      id\n      email\n      status\n      isActive\n      isSelf\n      createdAt\n      lastLoginAt\n      invitedBy\n      invitationExpiresAt\n    }\n  }\n"): (typeof documents)["\n  query StaffAccounts {\n    staffAccounts {\n      id\n      email\n      status\n      isActive\n      isSelf\n      createdAt\n      lastLoginAt\n      invitedBy\n      invitationExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($email: String!) {\n    inviteStaff(email: $email) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation InviteStaff($email: String!) {\n    inviteStaff(email: $email) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateStaff($id: Int!) {\n    deactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateStaff($id: Int!) {\n    deactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateStaff($id: Int!) {\n    reactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateStaff($id: Int!) {\n    reactivateStaff(id: $id) {\n      id\n      status\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TalentDocumentsFields on AdminTalent {\n    id\n    documents {\n      id\n      title\n      fileType\n      fileSize\n      documentType\n      storageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment TalentDocumentsFields on AdminTalent {\n    id\n    documents {\n      id\n      title\n      fileType\n      fileSize\n      documentType\n      storageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTalentDocument($talentId: Int!, $file: Upload, $documentType: String!) {\n    addTalentDocument(talentId: $talentId, file: $file, documentType: $documentType) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddTalentDocument($talentId: Int!, $file: Upload, $documentType: String!) {\n    addTalentDocument(talentId: $talentId, file: $file, documentType: $documentType) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceTalentDocument($id: Int!, $file: Upload) {\n    replaceTalentDocument(id: $id, file: $file) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceTalentDocument($id: Int!, $file: Upload) {\n    replaceTalentDocument(id: $id, file: $file) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTalentDocument($id: Int!) {\n    deleteTalentDocument(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTalentDocument($id: Int!) {\n    deleteTalentDocument(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentHistory($id: Int!) {\n    activityFor(subjectType: \"Talent\", subjectId: $id, limit: 50) {\n      id\n      createdAt\n      summary\n    }\n  }\n"): (typeof documents)["\n  query TalentHistory($id: Int!) {\n    activityFor(subjectType: \"Talent\", subjectId: $id, limit: 50) {\n      id\n      createdAt\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TalentMediaFields on AdminTalent {\n    id\n    firstName\n    images {\n      id\n      caption\n      sequence\n      storageUrl\n      thumbUrl\n    }\n    ...TalentDocumentsFields\n  }\n"): (typeof documents)["\n  fragment TalentMediaFields on AdminTalent {\n    id\n    firstName\n    images {\n      id\n      caption\n      sequence\n      storageUrl\n      thumbUrl\n    }\n    ...TalentDocumentsFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTalentImage($talentId: Int!, $image: Upload) {\n    addTalentImage(talentId: $talentId, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddTalentImage($talentId: Int!, $image: Upload) {\n    addTalentImage(talentId: $talentId, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateImageCaption($id: Int!, $caption: String) {\n    updateTalentImage(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateImageCaption($id: Int!, $caption: String) {\n    updateTalentImage(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderImages($talentId: Int!, $imageIds: [Int!]!) {\n    reorderTalentImages(talentId: $talentId, imageIds: $imageIds) {\n      id\n      sequence\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderImages($talentId: Int!, $imageIds: [Int!]!) {\n    reorderTalentImages(talentId: $talentId, imageIds: $imageIds) {\n      id\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMainImage($id: Int!) {\n    setMainTalentImage(id: $id) {\n      id\n      sequence\n    }\n  }\n"): (typeof documents)["\n  mutation SetMainImage($id: Int!) {\n    setMainTalentImage(id: $id) {\n      id\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImage($id: Int!) {\n    deleteTalentImage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteImage($id: Int!) {\n    deleteTalentImage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TalentEditorFields on AdminTalent {\n    id\n    version\n    createdAt\n    isPublished\n    firstName\n    lastName\n    ...TalentEditorTableFields\n    ...TalentMediaFields\n  }\n"): (typeof documents)["\n  fragment TalentEditorFields on AdminTalent {\n    id\n    version\n    createdAt\n    isPublished\n    firstName\n    lastName\n    ...TalentEditorTableFields\n    ...TalentMediaFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTalentInfo($id: Int!, $input: TalentUpdateInput!, $expectedVersion: Int) {\n    updateTalent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...TalentEditorFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTalentInfo($id: Int!, $input: TalentUpdateInput!, $expectedVersion: Int) {\n    updateTalent(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...TalentEditorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentEditor($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...TalentEditorFields\n    }\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TalentEditor($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...TalentEditorFields\n    }\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TalentEditorTableFields on AdminTalent {\n    firstName\n    lastName\n    email\n    phone\n    gender\n    age\n    height\n    birthDay\n    birthMonth\n    birthYear\n    eyeColor\n    hairColor\n    smoker\n    houseUnitNumber\n    location\n    suburb\n    postcode\n    state\n    bio\n    credits {\n      year\n      production\n      role\n      company\n    }\n    reels {\n      url\n      title\n    }\n    skills\n    playableAgeMin\n    playableAgeMax\n    playableAgeNA\n    categoryIds\n    isApproved\n    isPublished\n    featured\n    notes\n  }\n"): (typeof documents)["\n  fragment TalentEditorTableFields on AdminTalent {\n    firstName\n    lastName\n    email\n    phone\n    gender\n    age\n    height\n    birthDay\n    birthMonth\n    birthYear\n    eyeColor\n    hairColor\n    smoker\n    houseUnitNumber\n    location\n    suburb\n    postcode\n    state\n    bio\n    credits {\n      year\n      production\n      role\n      company\n    }\n    reels {\n      url\n      title\n    }\n    skills\n    playableAgeMin\n    playableAgeMax\n    playableAgeNA\n    categoryIds\n    isApproved\n    isPublished\n    featured\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentPortal($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      removalRequestedAt\n      removalReason\n      portalAccess {\n        ...PortalAccessFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TalentPortal($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      removalRequestedAt\n      removalReason\n      portalAccess {\n        ...PortalAccessFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalAccessFields on PortalAccess {\n    status\n    username\n    invitedAt\n    invitationExpiresAt\n    lastLoginAt\n  }\n"): (typeof documents)["\n  fragment PortalAccessFields on PortalAccess {\n    status\n    username\n    invitedAt\n    invitationExpiresAt\n    lastLoginAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTalentToPortal($talentId: Int!) {\n    inviteTalentToPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteTalentToPortal($talentId: Int!) {\n    inviteTalentToPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTalentPortal($talentId: Int!) {\n    revokeTalentPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTalentPortal($talentId: Int!) {\n    revokeTalentPortal(talentId: $talentId) {\n      ...PortalAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTalentPersonalData($talentId: Int!, $confirmName: String!) {\n    removeTalentPersonalData(talentId: $talentId, confirmName: $confirmName)\n  }\n"): (typeof documents)["\n  mutation RemoveTalentPersonalData($talentId: Int!, $confirmName: String!) {\n    removeTalentPersonalData(talentId: $talentId, confirmName: $confirmName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkTalentAction($action: TalentAction!, $ids: [Int!]!, $notify: Boolean) {\n    bulkTalentAction(action: $action, ids: $ids, notify: $notify) {\n      changed {\n        id\n        status\n        isApproved\n        isPublished\n        version\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BulkTalentAction($action: TalentAction!, $ids: [Int!]!, $notify: Boolean) {\n    bulkTalentAction(action: $action, ids: $ids, notify: $notify) {\n      changed {\n        id\n        status\n        isApproved\n        isPublished\n        version\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewTalent on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    isApproved\n    isPublished\n    declinedAt\n    notes\n    ...SubmissionDetails\n  }\n"): (typeof documents)["\n  fragment ReviewTalent on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    isApproved\n    isPublished\n    declinedAt\n    notes\n    ...SubmissionDetails\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewTalentById($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...ReviewTalent\n    }\n  }\n"): (typeof documents)["\n  query ReviewTalentById($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      ...ReviewTalent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewTalentEmails($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewTalentEmails($id: Int!) {\n    adminTalent(id: $id) {\n      id\n      emails {\n        ...EmailDelivery\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewPublishTalent($id: Int!, $notify: Boolean) {\n    publishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewPublishTalent($id: Int!, $notify: Boolean) {\n    publishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewUnpublishTalent($id: Int!, $notify: Boolean) {\n    unpublishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewUnpublishTalent($id: Int!, $notify: Boolean) {\n    unpublishTalent(id: $id, notify: $notify) {\n      id\n      status\n      isApproved\n      isPublished\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTalentsToCategory($categoryId: Int!, $ids: [Int!]!) {\n    addTalentsToCategory(categoryId: $categoryId, ids: $ids) {\n      changed {\n        id\n        version\n        categories {\n          id\n          name\n        }\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTalentsToCategory($categoryId: Int!, $ids: [Int!]!) {\n    addTalentsToCategory(categoryId: $categoryId, ids: $ids) {\n      changed {\n        id\n        version\n        categories {\n          id\n          name\n        }\n      }\n      skipped {\n        id\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectedTalentsCsv($ids: [Int!]!) {\n    adminTalentsCsv(ids: $ids)\n  }\n"): (typeof documents)["\n  query SelectedTalentsCsv($ids: [Int!]!) {\n    adminTalentsCsv(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTalent($id: Int!) {\n    deleteTalent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTalent($id: Int!) {\n    deleteTalent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTalentFeatured($id: Int!, $featured: Boolean!) {\n    updateTalent(id: $id, input: { featured: $featured }) {\n      id\n      featured\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetTalentFeatured($id: Int!, $featured: Boolean!) {\n    updateTalent(id: $id, input: { featured: $featured }) {\n      id\n      featured\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewApproveTalent($id: Int!, $notify: Boolean, $notes: String, $publish: Boolean, $invitePortal: Boolean) {\n    approveTalent(id: $id, notify: $notify, notes: $notes, publish: $publish, invitePortal: $invitePortal) {\n      id\n      status\n      isApproved\n      isPublished\n      publishedAt\n      declinedAt\n      declineReason\n      notes\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewApproveTalent($id: Int!, $notify: Boolean, $notes: String, $publish: Boolean, $invitePortal: Boolean) {\n    approveTalent(id: $id, notify: $notify, notes: $notes, publish: $publish, invitePortal: $invitePortal) {\n      id\n      status\n      isApproved\n      isPublished\n      publishedAt\n      declinedAt\n      declineReason\n      notes\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewDeclineTalent($id: Int!, $reason: String!, $notify: Boolean) {\n    declineTalent(id: $id, reason: $reason, notify: $notify) {\n      id\n      status\n      declinedAt\n      declineReason\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewDeclineTalent($id: Int!, $reason: String!, $notify: Boolean) {\n    declineTalent(id: $id, reason: $reason, notify: $notify) {\n      id\n      status\n      declinedAt\n      declineReason\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionDetails on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    phone\n    gender\n    facts {\n      key\n      label\n      value\n    }\n    bio\n    skills\n    status\n    createdAt\n    declinedAt\n    declineReason\n    filesRemovedAt\n    resumeUrl\n    categories {\n      id\n      name\n    }\n    images {\n      id\n      caption\n      storageUrl\n      cardUrl\n    }\n    documents {\n      id\n      title\n      fileType\n      storageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment SubmissionDetails on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    phone\n    gender\n    facts {\n      key\n      label\n      value\n    }\n    bio\n    skills\n    status\n    createdAt\n    declinedAt\n    declineReason\n    filesRemovedAt\n    resumeUrl\n    categories {\n      id\n      name\n    }\n    images {\n      id\n      caption\n      storageUrl\n      cardUrl\n    }\n    documents {\n      id\n      title\n      fileType\n      storageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTalentFromDialog($input: TalentCreateInput!) {\n    createTalent(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTalentFromDialog($input: TalentCreateInput!) {\n    createTalent(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentDialogCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TalentDialogCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTalents(\n    $tab: TalentTab\n    $search: String\n    $status: String\n    $categoryId: Int\n    $gender: String\n    $sort: StaffTalentSort\n    $direction: SortDirection\n    $limit: Int\n    $offset: Int\n    $availableFrom: Date\n    $availableTo: Date\n  ) {\n    staffTalents(\n      tab: $tab\n      search: $search\n      status: $status\n      categoryId: $categoryId\n      gender: $gender\n      sort: $sort\n      direction: $direction\n      limit: $limit\n      offset: $offset\n      availableFrom: $availableFrom\n      availableTo: $availableTo\n    ) {\n      total\n      counts {\n        pending\n        approved\n        published\n        unpublished\n        declined\n      }\n      items {\n        id\n        ...RosterRow\n      }\n    }\n    talentCounts {\n      total\n    }\n  }\n"): (typeof documents)["\n  query StaffTalents(\n    $tab: TalentTab\n    $search: String\n    $status: String\n    $categoryId: Int\n    $gender: String\n    $sort: StaffTalentSort\n    $direction: SortDirection\n    $limit: Int\n    $offset: Int\n    $availableFrom: Date\n    $availableTo: Date\n  ) {\n    staffTalents(\n      tab: $tab\n      search: $search\n      status: $status\n      categoryId: $categoryId\n      gender: $gender\n      sort: $sort\n      direction: $direction\n      limit: $limit\n      offset: $offset\n      availableFrom: $availableFrom\n      availableTo: $availableTo\n    ) {\n      total\n      counts {\n        pending\n        approved\n        published\n        unpublished\n        declined\n      }\n      items {\n        id\n        ...RosterRow\n      }\n    }\n    talentCounts {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RosterCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RosterCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RosterRow on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    location\n    suburb\n    state\n    status\n    isApproved\n    isPublished\n    featured\n    createdAt\n    firstImageUrl\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RosterRow on AdminTalent {\n    id\n    firstName\n    lastName\n    email\n    location\n    suburb\n    state\n    status\n    isApproved\n    isPublished\n    featured\n    createdAt\n    firstImageUrl\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestimonials {\n    testimonials {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  query AdminTestimonials {\n    testimonials {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTestimonial($id: Int!, $input: TestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTestimonial($id: Int!, $input: TestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      clientName\n      clientTitle\n      companyName\n      content\n      imageUrl\n      initials\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestimonial($id: Int!) {\n    deleteTestimonial(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTestimonial($id: Int!) {\n    deleteTestimonial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPackage($token: String!) {\n    clientPackage(token: $token) {\n      title\n      message\n      clientName\n      expiresAt\n      picksSentAt\n      agent {\n        name\n      }\n      talents {\n        talentId\n        pick\n        comment\n        talent {\n          id\n          displayName\n          bio\n          skills\n          categories {\n            id\n            name\n          }\n          facts {\n            key\n            label\n            value\n          }\n          credits {\n            year\n            production\n            role\n            company\n          }\n          reels {\n            url\n            title\n            provider\n            embedUrl\n          }\n          images {\n            id\n            caption\n            storageUrl\n            original {\n              url\n              width\n              height\n            }\n            card {\n              url\n              width\n              height\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientPackage($token: String!) {\n    clientPackage(token: $token) {\n      title\n      message\n      clientName\n      expiresAt\n      picksSentAt\n      agent {\n        name\n      }\n      talents {\n        talentId\n        pick\n        comment\n        talent {\n          id\n          displayName\n          bio\n          skills\n          categories {\n            id\n            name\n          }\n          facts {\n            key\n            label\n            value\n          }\n          credits {\n            year\n            production\n            role\n            company\n          }\n          reels {\n            url\n            title\n            provider\n            embedUrl\n          }\n          images {\n            id\n            caption\n            storageUrl\n            original {\n              url\n              width\n              height\n            }\n            card {\n              url\n              width\n              height\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPackagePick($token: String!, $talentId: Int!, $pick: String, $comment: String) {\n    setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) {\n      talentId\n      pick\n      comment\n    }\n  }\n"): (typeof documents)["\n  mutation SetPackagePick($token: String!, $talentId: Int!, $pick: String, $comment: String) {\n    setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) {\n      talentId\n      pick\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPackagePicks($token: String!) {\n    sendPackagePicks(token: $token) {\n      picksSentAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendPackagePicks($token: String!) {\n    sendPackagePicks(token: $token) {\n      picksSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categories {\n      id\n      ...CategoryCard\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categories {\n      id\n      ...CategoryCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryCard on Category {\n    id\n    name\n    imageUrl\n    talentCount\n  }\n"): (typeof documents)["\n  fragment CategoryCard on Category {\n    id\n    name\n    imageUrl\n    talentCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFaces($limit: Int!) {\n    talents(limit: $limit, featuredFirst: true) {\n      id\n      ...TalentCard\n    }\n  }\n"): (typeof documents)["\n  query HomeFaces($limit: Int!) {\n    talents(limit: $limit, featuredFirst: true) {\n      id\n      ...TalentCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeroPoster on Talent {\n    id\n    displayName\n    coverImage {\n      id\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HeroPoster on Talent {\n    id\n    displayName\n    coverImage {\n      id\n      card {\n        url\n        width\n        height\n      }\n      original {\n        url\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeroPosters($limit: Int!) {\n    talentDirectory(limit: $limit) {\n      items {\n        id\n        ...HeroPoster\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeroPosters($limit: Int!) {\n    talentDirectory(limit: $limit) {\n      items {\n        id\n        ...HeroPoster\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNews {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n"): (typeof documents)["\n  query HomeNews {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialCard on Testimonial {\n    id\n    content\n    clientName\n    clientTitle\n    companyName\n    imageUrl\n    initials\n  }\n"): (typeof documents)["\n  fragment TestimonialCard on Testimonial {\n    id\n    content\n    clientName\n    clientTitle\n    companyName\n    imageUrl\n    initials\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTestimonials {\n    testimonials {\n      id\n      ...TestimonialCard\n    }\n  }\n"): (typeof documents)["\n  query HomeTestimonials {\n    testimonials {\n      id\n      ...TestimonialCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsItem($id: Int!) {\n    newsUpdate(id: $id) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      publishedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query NewsItem($id: Int!) {\n    newsUpdate(id: $id) {\n      id\n      title\n      excerpt\n      content\n      imageUrl\n      publishedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n"): (typeof documents)["\n  query NewsList {\n    newsUpdates(published: true) {\n      id\n      ...NewsCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalBookingFields on PortalBooking {\n    id\n    jobTitle\n    startDate\n    endDate\n    startTime\n    endTime\n    location\n    status\n    optionRank\n    rateCents\n    note\n  }\n"): (typeof documents)["\n  fragment PortalBookingFields on PortalBooking {\n    id\n    jobTitle\n    startDate\n    endDate\n    startTime\n    endTime\n    location\n    status\n    optionRank\n    rateCents\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalOverview {\n    portal {\n      isApproved\n      isPublished\n      profile {\n        id\n        firstName\n        lastInitial\n        bio\n        skills\n        age\n        gender\n        playableAgeMin\n        playableAgeMax\n        playableAgeNA\n        height\n        eyeColor\n        hairColor\n        smoker\n        suburb\n        state\n        categories {\n          id\n          name\n        }\n        coverImage {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      upcomingBookings {\n        ...PortalBookingFields\n      }\n      bookOuts {\n        id\n        startDate\n        endDate\n        note\n        createdAt\n        conflicts {\n          ...PortalBookingFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalOverview {\n    portal {\n      isApproved\n      isPublished\n      profile {\n        id\n        firstName\n        lastInitial\n        bio\n        skills\n        age\n        gender\n        playableAgeMin\n        playableAgeMax\n        playableAgeNA\n        height\n        eyeColor\n        hairColor\n        smoker\n        suburb\n        state\n        categories {\n          id\n          name\n        }\n        coverImage {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      upcomingBookings {\n        ...PortalBookingFields\n      }\n      bookOuts {\n        id\n        startDate\n        endDate\n        note\n        createdAt\n        conflicts {\n          ...PortalBookingFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalPastBookings {\n    portal {\n      pastBookings {\n        ...PortalBookingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalPastBookings {\n    portal {\n      pastBookings {\n        ...PortalBookingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalAddBookOut($input: PortalBookOutInput!) {\n    portalAddBookOut(input: $input) {\n      bookOut {\n        id\n      }\n      warnings {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PortalAddBookOut($input: PortalBookOutInput!) {\n    portalAddBookOut(input: $input) {\n      bookOut {\n        id\n      }\n      warnings {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalRemoveBookOut($id: Int!) {\n    portalRemoveBookOut(id: $id)\n  }\n"): (typeof documents)["\n  mutation PortalRemoveBookOut($id: Int!) {\n    portalRemoveBookOut(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalChangeFields on ProfileChange {\n    id\n    createdAt\n    decidedAt\n    status\n    items {\n      ...ProfileChangeItemFields\n    }\n  }\n"): (typeof documents)["\n  fragment PortalChangeFields on ProfileChange {\n    id\n    createdAt\n    decidedAt\n    status\n    items {\n      ...ProfileChangeItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalProfile {\n    portal {\n      profile {\n        id\n        images {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      heldProfile {\n        id\n        ...PortalHeldTableFields\n      }\n      changes {\n        ...PortalChangeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalProfile {\n    portal {\n      profile {\n        id\n        images {\n          id\n          alt\n          card {\n            url\n            width\n            height\n          }\n        }\n      }\n      heldProfile {\n        id\n        ...PortalHeldTableFields\n      }\n      changes {\n        ...PortalChangeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeProfileChange($input: PortalProfileInput!, $newPhotos: [Upload!], $removeImageIds: [Int!]) {\n    proposeProfileChange(input: $input, newPhotos: $newPhotos, removeImageIds: $removeImageIds) {\n      ...PortalChangeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeProfileChange($input: PortalProfileInput!, $newPhotos: [Upload!], $removeImageIds: [Int!]) {\n    proposeProfileChange(input: $input, newPhotos: $newPhotos, removeImageIds: $removeImageIds) {\n      ...PortalChangeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawProfileChange($id: Int!) {\n    withdrawProfileChange(id: $id)\n  }\n"): (typeof documents)["\n  mutation WithdrawProfileChange($id: Int!) {\n    withdrawProfileChange(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalPrivacy {\n    portal {\n      removalRequestedAt\n      contact {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalPrivacy {\n    portal {\n      removalRequestedAt\n      contact {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalExportLink {\n    portalExportLink\n  }\n"): (typeof documents)["\n  mutation PortalExportLink {\n    portalExportLink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRemoval($reason: String) {\n    requestRemoval(reason: $reason) {\n      removalRequestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRemoval($reason: String) {\n    requestRemoval(reason: $reason) {\n      removalRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRemovalRequest {\n    cancelRemovalRequest {\n      removalRequestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRemovalRequest {\n    cancelRemovalRequest {\n      removalRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalHeldTableFields on PortalHeldProfile {\n    email\n    phone\n    height\n    eyeColor\n    hairColor\n    location\n    suburb\n    postcode\n    state\n    bio\n    skills\n  }\n"): (typeof documents)["\n  fragment PortalHeldTableFields on PortalHeldProfile {\n    email\n    phone\n    height\n    eyeColor\n    hairColor\n    location\n    suburb\n    postcode\n    state\n    bio\n    skills\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PickerTalent on Talent {\n    id\n    displayName\n    age\n    bio\n    imageUrl\n    headshotUrl\n    coverImage {\n      thumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PickerTalent on Talent {\n    id\n    displayName\n    age\n    bio\n    imageUrl\n    headshotUrl\n    coverImage {\n      thumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTalentRequest($input: TalentRequestInput!) {\n    createTalentRequest(input: $input) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTalentRequest($input: TalentRequestInput!) {\n    createTalentRequest(input: $input) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestSentTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      ...TalentCard\n    }\n  }\n"): (typeof documents)["\n  query RequestSentTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      ...TalentCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestSelectedTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      ...PickerTalent\n    }\n  }\n"): (typeof documents)["\n  query RequestSelectedTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      ...PickerTalent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestPickerSearch($search: String, $offset: Int!, $limit: Int!) {\n    # Aliased: the picker's list is kept apart from the directory's (lib/apollo/cache.ts).\n    picker: talentDirectory(filter: { search: $search }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PickerTalent\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestPickerSearch($search: String, $offset: Int!, $limit: Int!) {\n    # Aliased: the picker's list is kept apart from the directory's (lib/apollo/cache.ts).\n    picker: talentDirectory(filter: { search: $search }, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...PickerTalent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortlistTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      facts {\n        key\n        label\n        value\n      }\n      ...TalentCard\n    }\n  }\n"): (typeof documents)["\n  query ShortlistTalents($ids: [Int!]!, $limit: Int!) {\n    talents(filter: { ids: $ids }, limit: $limit) {\n      id\n      displayName\n      facts {\n        key\n        label\n        value\n      }\n      ...TalentCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SubmissionCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTalent($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {\n    submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitTalent($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {\n    submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryImage on TalentImage {\n    id\n    sequence\n    caption\n    storageUrl\n    original {\n      url\n      width\n      height\n    }\n    card {\n      url\n      width\n      height\n    }\n    thumb {\n      url\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment GalleryImage on TalentImage {\n    id\n    sequence\n    caption\n    storageUrl\n    original {\n      url\n      width\n      height\n    }\n    card {\n      url\n      width\n      height\n    }\n    thumb {\n      url\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentProfile($id: Int!) {\n    talent(id: $id) {\n      id\n      firstName\n      lastInitial\n      bio\n      gender\n      skills\n      categories {\n        id\n        name\n      }\n      facts {\n        key\n        label\n        value\n      }\n      credits {\n        year\n        production\n        role\n        company\n      }\n      reels {\n        url\n        title\n        provider\n        embedUrl\n      }\n      images {\n        id\n        ...GalleryImage\n      }\n    }\n  }\n"): (typeof documents)["\n  query TalentProfile($id: Int!) {\n    talent(id: $id) {\n      id\n      firstName\n      lastInitial\n      bio\n      gender\n      skills\n      categories {\n        id\n        name\n      }\n      facts {\n        key\n        label\n        value\n      }\n      credits {\n        year\n        production\n        role\n        company\n      }\n      reels {\n        url\n        title\n        provider\n        embedUrl\n      }\n      images {\n        id\n        ...GalleryImage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentDirectory($filter: TalentFilter, $offset: Int!, $limit: Int!) {\n    talentDirectory(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...TalentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query TalentDirectory($filter: TalentFilter, $offset: Int!, $limit: Int!) {\n    talentDirectory(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...TalentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryDraftCount($filter: TalentFilter) {\n    draftCount: talentDirectory(filter: $filter, offset: 0, limit: 1) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query DirectoryDraftCount($filter: TalentFilter) {\n    draftCount: talentDirectory(filter: $filter, offset: 0, limit: 1) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DirectoryCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffChangeStamp {\n    staffChangeStamp\n  }\n"): (typeof documents)["\n  query StaffChangeStamp {\n    staffChangeStamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileChangeItemFields on ProfileChangeItem {\n    id\n    kind\n    field\n    label\n    before\n    after\n    photoUrl\n    status\n    message\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment ProfileChangeItemFields on ProfileChangeItem {\n    id\n    kind\n    field\n    label\n    before\n    after\n    photoUrl\n    status\n    message\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    username\n    isAdmin\n    kind\n    talentId\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    username\n    isAdmin\n    kind\n    talentId\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;