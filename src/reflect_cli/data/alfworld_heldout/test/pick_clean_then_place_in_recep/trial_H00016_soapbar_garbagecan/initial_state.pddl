(define (problem plan_trial_H00016_soapbar_garbagecan)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  SoapBarType - otype
  SoapBottleType - otype
  TissueBoxType - otype
  ToiletPaperType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  SinkBasinType - rtype
  SoapBar_bar__minus_00_dot_46_bar__minus_00_dot_77_bar__plus_01_dot_76 - object
  ToiletPaper_bar__minus_02_dot_01_bar__minus_02_dot_00_bar__minus_00_dot_55 - object
  Candle_bar__minus_00_dot_09_bar__plus_01_dot_57_bar__plus_02_dot_39 - object
  Towel_bar__minus_00_dot_89_bar__plus_02_dot_42_bar__minus_00_dot_09 - object
  SoapBottle_bar__plus_01_dot_10_bar__plus_01_dot_66_bar__minus_00_dot_91 - object
  TissueBox_bar__plus_00_dot_24_bar__minus_01_dot_31_bar__plus_02_dot_12 - object
  Cabinet_bar__minus_01_dot_47_bar__plus_00_dot_84_bar__plus_01_dot_00 - receptacle
  Sink_bar__minus_02_dot_29_bar__minus_01_dot_65_bar__plus_01_dot_98_bar_SinkBasin - receptacle
  CounterTop_bar__plus_00_dot_98_bar__plus_02_dot_03_bar__plus_01_dot_78 - receptacle
  Drawer_bar__plus_02_dot_34_bar__plus_00_dot_22_bar__minus_00_dot_62 - receptacle
  GarbageCan_bar__minus_00_dot_78_bar__minus_00_dot_28_bar__plus_00_dot_09 - receptacle
  loc_bar_0_bar__minus_3_bar_2_bar_30 - location
  loc_bar_4_bar_6_bar_3_bar_45 - location
  loc_bar_6_bar_5_bar_0_bar_30 - location
  loc_bar__minus_2_bar__minus_6_bar_1_bar_60 - location
  loc_bar__minus_5_bar_3_bar_0_bar_45 - location
  loc_bar__minus_7_bar__minus_3_bar_2_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_5_bar_3_bar_0_bar_45)
  (canContain CabinetType CandleType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType ToiletPaperType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType ToiletPaperType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType CandleType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType ToiletPaperType)
  (canContain DrawerType TowelType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain GarbageCanType ToiletPaperType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType ToiletPaperType)
  (canContain SinkBasinType TowelType)
  (receptacleType Cabinet_bar__minus_01_dot_47_bar__plus_00_dot_84_bar__plus_01_dot_00 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_47_bar__plus_00_dot_84_bar__plus_01_dot_00 loc_bar_0_bar__minus_3_bar_2_bar_30)
  (openable Cabinet_bar__minus_01_dot_47_bar__plus_00_dot_84_bar__plus_01_dot_00)
  (receptacleType Sink_bar__minus_02_dot_29_bar__minus_01_dot_65_bar__plus_01_dot_98_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_02_dot_29_bar__minus_01_dot_65_bar__plus_01_dot_98_bar_SinkBasin loc_bar_4_bar_6_bar_3_bar_45)
  (receptacleType CounterTop_bar__plus_00_dot_98_bar__plus_02_dot_03_bar__plus_01_dot_78 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_98_bar__plus_02_dot_03_bar__plus_01_dot_78 loc_bar__minus_2_bar__minus_6_bar_1_bar_60)
  (receptacleType Drawer_bar__plus_02_dot_34_bar__plus_00_dot_22_bar__minus_00_dot_62 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_02_dot_34_bar__plus_00_dot_22_bar__minus_00_dot_62 loc_bar_6_bar_5_bar_0_bar_30)
  (openable Drawer_bar__plus_02_dot_34_bar__plus_00_dot_22_bar__minus_00_dot_62)
  (receptacleType GarbageCan_bar__minus_00_dot_78_bar__minus_00_dot_28_bar__plus_00_dot_09 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_78_bar__minus_00_dot_28_bar__plus_00_dot_09 loc_bar__minus_7_bar__minus_3_bar_2_bar_60)
  (objectType SoapBar_bar__minus_00_dot_46_bar__minus_00_dot_77_bar__plus_01_dot_76 SoapBarType)
  (inReceptacle SoapBar_bar__minus_00_dot_46_bar__minus_00_dot_77_bar__plus_01_dot_76 CounterTop_bar__plus_00_dot_98_bar__plus_02_dot_03_bar__plus_01_dot_78)
  (objectAtLocation SoapBar_bar__minus_00_dot_46_bar__minus_00_dot_77_bar__plus_01_dot_76 loc_bar__minus_2_bar__minus_6_bar_1_bar_60)
  (pickupable SoapBar_bar__minus_00_dot_46_bar__minus_00_dot_77_bar__plus_01_dot_76)
  (cleanable SoapBar_bar__minus_00_dot_46_bar__minus_00_dot_77_bar__plus_01_dot_76)
  (objectType ToiletPaper_bar__minus_02_dot_01_bar__minus_02_dot_00_bar__minus_00_dot_55 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__minus_02_dot_01_bar__minus_02_dot_00_bar__minus_00_dot_55 GarbageCan_bar__minus_00_dot_78_bar__minus_00_dot_28_bar__plus_00_dot_09)
  (objectAtLocation ToiletPaper_bar__minus_02_dot_01_bar__minus_02_dot_00_bar__minus_00_dot_55 loc_bar__minus_7_bar__minus_3_bar_2_bar_60)
  (pickupable ToiletPaper_bar__minus_02_dot_01_bar__minus_02_dot_00_bar__minus_00_dot_55)
  (objectType Candle_bar__minus_00_dot_09_bar__plus_01_dot_57_bar__plus_02_dot_39 CandleType)
  (inReceptacle Candle_bar__minus_00_dot_09_bar__plus_01_dot_57_bar__plus_02_dot_39 GarbageCan_bar__minus_00_dot_78_bar__minus_00_dot_28_bar__plus_00_dot_09)
  (objectAtLocation Candle_bar__minus_00_dot_09_bar__plus_01_dot_57_bar__plus_02_dot_39 loc_bar__minus_7_bar__minus_3_bar_2_bar_60)
  (pickupable Candle_bar__minus_00_dot_09_bar__plus_01_dot_57_bar__plus_02_dot_39)
  (objectType Towel_bar__minus_00_dot_89_bar__plus_02_dot_42_bar__minus_00_dot_09 TowelType)
  (inReceptacle Towel_bar__minus_00_dot_89_bar__plus_02_dot_42_bar__minus_00_dot_09 Drawer_bar__plus_02_dot_34_bar__plus_00_dot_22_bar__minus_00_dot_62)
  (objectAtLocation Towel_bar__minus_00_dot_89_bar__plus_02_dot_42_bar__minus_00_dot_09 loc_bar_6_bar_5_bar_0_bar_30)
  (pickupable Towel_bar__minus_00_dot_89_bar__plus_02_dot_42_bar__minus_00_dot_09)
  (objectType SoapBottle_bar__plus_01_dot_10_bar__plus_01_dot_66_bar__minus_00_dot_91 SoapBottleType)
  (inReceptacle SoapBottle_bar__plus_01_dot_10_bar__plus_01_dot_66_bar__minus_00_dot_91 Drawer_bar__plus_02_dot_34_bar__plus_00_dot_22_bar__minus_00_dot_62)
  (objectAtLocation SoapBottle_bar__plus_01_dot_10_bar__plus_01_dot_66_bar__minus_00_dot_91 loc_bar_6_bar_5_bar_0_bar_30)
  (pickupable SoapBottle_bar__plus_01_dot_10_bar__plus_01_dot_66_bar__minus_00_dot_91)
  (objectType TissueBox_bar__plus_00_dot_24_bar__minus_01_dot_31_bar__plus_02_dot_12 TissueBoxType)
  (inReceptacle TissueBox_bar__plus_00_dot_24_bar__minus_01_dot_31_bar__plus_02_dot_12 CounterTop_bar__plus_00_dot_98_bar__plus_02_dot_03_bar__plus_01_dot_78)
  (objectAtLocation TissueBox_bar__plus_00_dot_24_bar__minus_01_dot_31_bar__plus_02_dot_12 loc_bar__minus_2_bar__minus_6_bar_1_bar_60)
  (pickupable TissueBox_bar__plus_00_dot_24_bar__minus_01_dot_31_bar__plus_02_dot_12)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o SoapBarType)
                    (receptacleType ?r GarbageCanType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
